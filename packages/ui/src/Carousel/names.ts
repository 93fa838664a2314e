/*
 * What the carousel's markup (Carousel.tsx) and its script (script.ts) both name: one place, so the
 * two never disagree. The script reads and writes only these attributes, so it works on the
 * prerendered markup with no framework.
 */

/** On the region: the autoplay period in milliseconds (absent: no autoplay). */
export const intervalAttribute = 'data-interval';

/** On the region, set by the script once it works: until then the controls keep their room, unseen. */
export const readyAttribute = 'data-ready';

/** The scrolling viewport that holds the slides. */
export const viewportAttribute = 'data-viewport';

/** Each slide; its value is `current`, `visible` or `hidden`, kept by the script. */
export const slideAttribute = 'data-slide';

/** The pause/play button; it carries both of its names. */
export const rotationAttribute = 'data-rotation';
export const pauseLabelAttribute = 'data-pause-label';
export const playLabelAttribute = 'data-play-label';

/** The previous and next buttons: how many slides each moves (−1, 1). */
export const stepAttribute = 'data-step';

/** Each dot; its value is its slide's 0-based index. */
export const dotAttribute = 'data-dot';

/** "3 / 10", for the eye, where the dots do not fit (a phone). */
export const counterAttribute = 'data-counter';
