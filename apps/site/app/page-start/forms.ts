/**
 * The page start's API for forms (they run inside islands too, so this door carries nothing of
 * React Router): a lazy module asked for by a press that survives a deploy, and whether a field was
 * changed before the page hydrated.
 */
export { importForPress } from './deploys';
export { changedSinceRender, isCheck, isField } from './changedSinceRender';
