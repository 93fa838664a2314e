/** V8's file-level compile hint: first in a script, it asks for every function to be compiled eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The chunks (`codeSplitting` groups in vite.config.ts) that start with {@link compileHint}: React,
 * react-dom and React Router, and the site's modules shared by its pages. Every page loads them
 * before it hydrates, and hydrating calls much of what they hold. (The forms' chunk cannot take
 * it: Vite writes its own preamble above any banner of a chunk that preloads others, and the hint
 * counts only first in a script.)
 */
export const eagerlyCompiledChunks: ReadonlySet<string> = new Set(['framework', 'shared']);

/**
 * `build.rolldownOptions.output.postBanner`: {@link compileHint} first in each of
 * {@link eagerlyCompiledChunks}, after minification (which would drop a comment), and before the
 * file is named, so the name's hash covers it. V8 (Chrome 136+,
 * https://v8.dev/blog/explicit-compile-hints) then compiles all of a chunk's functions on the
 * background thread that parses it while it downloads, instead of each on the main thread the
 * first time it is called, which for these chunks is during hydration (figures:
 * docs/performance.md, "Compiled while it downloads"). A browser without compile hints reads a
 * comment.
 */
export function compileHintBanner(chunk: { name: string }): string | undefined {
  return eagerlyCompiledChunks.has(chunk.name) ? compileHint : undefined;
}
