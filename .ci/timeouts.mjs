/**
 * The unit and component suites' time limits, sized by measurement rather than Vitest's default
 * 5 s, which a loaded 2-core CI machine crossed (ui's esbuild bundling test, 2026-12-01).
 *
 * Measured 2026-12-02 on this 2-core machine, other jobs running (JSON reports, slowest test):
 * whatsapp 2.4 s (a property test), the Storybook stories 2.3 s (render, play, axe and screenshot),
 * ui 1.6 s (esbuild bundling the built package), content 0.4 s,
 * the site's components 0.2 s, the site's build checks 14.4 s (sharp making the gallery's images).
 * Each limit is at least 8× the slowest, so a machine several times slower still passes and a hung
 * test still fails in bounded time.
 *
 * Since issue 52 §3 the forms' rules and branches are component tests (app/flows/): measured
 * 2026-12-02, load average 6–11, the slowest 3.3 s (a wizard switched through three products),
 * within the 30 s; their property tests, a whole request per drawn case, have their own limit.
 */
export const unitTestTimeout = 30_000;
/**
 * The forms' property tests (app/flows/*.test.tsx: eight cases, each a whole wizard, contact form
 * or simulator typed into): slowest 11.5 s with six runs, 18.8 s with twelve, load average 6–11.
 */
export const formPropertyTimeout = 120_000;
/** The site's build checks (sharp, the built pages on disk): slowest 14.4 s; also the dev server its
 * `dev` project starts (4 s alone, over 10 s beside the other projects). */
export const buildCheckTimeout = 120_000;
