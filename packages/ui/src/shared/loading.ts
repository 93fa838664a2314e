/**
 * `loading` and the words for it come together: nothing says it is loading without a text for
 * screen readers. A component intersects this with its own documented `loading` and `loadingLabel`.
 */
export type LoadingProps = { loading: true; loadingLabel: string } | { loading?: false; loadingLabel?: string };
