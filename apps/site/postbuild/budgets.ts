/** The byte budgets of the production build, checked by `budgets.test.ts` (and, for a broker with counts, `e2e-demo/budgets.spec.ts`). */

const KB = 1024;
/**
 * Gzip ceilings of what a page loads, for cheap phones on slow networks, set just above today's
 * build so that any growth fails here (`pnpm bench` prints the speed they buy). What each ceiling
 * is made of and how it got there: docs/performance.md, "The byte budgets". Issue #6's goals (the
 * landing ≤ 90 KB, any page ≤ 110 KB) are met on the forms' pages, whose islands load React without
 * React Router; a page that hydrates whole loads both (≈ 105 KB before the site's code), so not
 * there. A broker with counts (`estatisticas`) may load at most the tracker's size more
 * (e2e-demo/budgets.spec.ts).
 */
export const budgets = {
  /** The landing, whose simulator alone hydrates (app/islands/): React and the simulator, no React Router. */
  landingJs: 87.375 * KB,
  /**
   * /contato, whose form alone hydrates (app/islands/): React and the form, no React Router. Also
   * /confira-sua-proposta's ceiling (issue 51: the offer check ships no more than the contact form).
   */
  contactJs: 89.5 * KB,
  /** /financiamento, whose wizard alone hydrates (app/islands/): React and the wizard, no React Router. */
  financingJs: 103.625 * KB,
  /** The heaviest page, /canais-oficiais (whole React Router, and the checker of every form of the broker's channels). */
  anyPageJs: 148.25 * KB,
  withoutFormJs: 134.5 * KB,
  plainPageInlineJs: 1.125 * KB,
  /** On /home, beside those: the fraud warning's opener (app/fraud-warning/opener.inline.ts). */
  fraudWarningInlineJs: 0.375 * KB,
  /** On /clientes, beside those: the carousel's script (ui's `startCarousel` and the site's failed photos, app/gallery/carousel.inline.ts). */
  carouselInlineJs: 1.25 * KB,
  /** For a broker with counts, on a page that does not hydrate: the recorder and the inline sender's own code, beside the tracker. */
  countingInlineJs: 0.5 * KB,
  scripts: 8,
  withoutFormScripts: 7,
  inlineCss: 4.375 * KB,
  wholeCss: 7.5 * KB,
  html: 13.875 * KB,
  renderBlocking: 0,
};

/*
 * Which page is in which mode (`plain`, `island`, `whole`) is its route's to say (app/page-start/hydrates.ts),
 * and the build's map to tell (postbuild/page-modes.ts): the checks read it. Here, ceilings only.
 */

/**
 * The JavaScript (gzip) a page in mode `island` loads up front, by page: React and its island, none
 * of React Router. A page in another mode is under `anyPageJs`, whatever it says here.
 */
export const islandPageJs: Readonly<Record<string, number>> = {
  'index.html': budgets.landingJs,
  'contato/index.html': budgets.contactJs,
  // The offer check loads no more than the contact form (issue 51).
  'confira-sua-proposta/index.html': budgets.contactJs,
  'financiamento/index.html': budgets.financingJs,
};

/** What a page that does not hydrate may run inline beside what every such page runs: its own script. */
const plainPageOwnInlineJs: Readonly<Record<string, number>> = {
  'home/index.html': budgets.fraudWarningInlineJs,
  'clientes/index.html': budgets.carouselInlineJs,
};

/** The inline JavaScript (gzip) a page that does not hydrate may run. */
export const plainPageInlineCeiling = (file: string) => budgets.plainPageInlineJs + (plainPageOwnInlineJs[file] ?? 0);
