/**
 * Every picture's name and drawn size (its viewBox, in px at 1×): the one list the component, the
 * sprite and the stories read. Kept apart from the drawings so a page that references the sprite
 * ships these few numbers, not the paths.
 */
export const illustrationSizes = {
  car: [160, 100],
  motorcycle: [160, 100],
  truck: [160, 100],
  hero: [320, 200],
  documents: [160, 120],
  conversation: [160, 120],
  'step-request': [120, 96],
  'step-analysis': [120, 96],
  'step-approval': [120, 96],
  'step-documents': [120, 96],
  'step-release': [120, 96],
} as const satisfies Record<string, readonly [width: number, height: number]>;

export type IllustrationName = keyof typeof illustrationSizes;

/** The pictures' names, for story controls and for iterating. */
export const illustrationNames = Object.keys(illustrationSizes) as IllustrationName[];

/** The five steps' pictures in order (from a request to the credit's release). */
export const illustrationSteps = ['step-request', 'step-analysis', 'step-approval', 'step-documents', 'step-release'] as const;

/** The id of a picture's `<symbol>` in the sprite: prefixed so it cannot clash with a page's ids. */
export const illustrationId = (name: IllustrationName) => `ilu-${name}`;
