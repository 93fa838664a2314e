/**
 * What the post-build steps (apps/site/postbuild/) and the tests share with the page start: names
 * of attributes and files, and the modes' logic. No React, no browser globals: it runs in Node.
 */
export { siteStylesheetAttribute } from './siteStylesheet';
export { heldModuleType, imageHeadStartMs, modulesAttribute } from './modulesAfterPaint';
export { handOver } from './earlyPresses';
export { pageMode, type PageMode } from './hydrates';
export { islandAttribute, islandEntryCode, islandFile, noIslandModule } from './islandNames';
/** The inline scripts' entries, bundled by the post-build steps (postbuild/inline-scripts.ts). */
export const inlineScriptEntries = {
  earlyPresses: new URL('./earlyPresses.inline.ts', import.meta.url),
  modulesAfterPaint: new URL('./modulesAfterPaint.inline.ts', import.meta.url),
};
