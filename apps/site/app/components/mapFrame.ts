/*
 * What the store map (StoreMap.tsx) and its inline script (mapFrame.inline.ts) share.
 */

/** How far below (or above) the screen the map's frame is when the map is asked for. */
export const nearMargin = '600px 0px';
