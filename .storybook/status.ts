/**
 * Status of a component, as a tag on its stories' meta (`tags: ['stable']`). Shown as a badge in
 * the sidebar (manager.tsx); every story test fails without exactly one (visual.setup.ts).
 * - stable: API and look change only with notice;
 * - beta: in use, but the API or look may still change.
 */
export const statusTags = ['stable', 'beta'] as const;
export type StatusTag = (typeof statusTags)[number];
