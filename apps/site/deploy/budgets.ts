/** The byte budgets of the production build, checked by `budgets.test.ts` (and, for a broker with counts, `e2e-demo/budgets.spec.ts`). */

const KB = 1024;
/**
 * Gzip ceilings of what a page loads, for cheap phones on slow networks, set just above today's
 * build so that any growth fails here (`pnpm bench` prints the speed they buy). Issue #9's build
 * measured 136.1 KB on the landing and 166 KB at most; the CET examples and loan math (#10), the
 * one financing-request definition (#11) and broker profiles (#14) then brought them to 140.8 KB
 * and 167.1 KB; the uncontrolled fields of #11 to 169 KB on /financiamento, and the layout
 * primitives of #11 (vanilla-extract sprinkles' runtime, ≈ 0.9 KB on every page, Tiles and
 * Columns, and the shared chunks regrouped around them) to 169.8 KB; the three products of #12
 * (the product list and its copy on every page; the wizard's per-product steps, estimates and
 * request on /financiamento) to 142.3 KB on the landing and 172.1 KB on /financiamento; imask
 * fetched when a masked input mounts rather than with the page (≈ 14 KB) to 158 KB on /financiamento.
 * Then fewer requests (issue #9): the site's modules used by more than one page make one chunk, so
 * every page asks for 7 scripts instead of up to 17, and loads a few KB it does not use; Radix Toast
 * fetched when a form mounts (≈ 9 KB) pays for most of it: 144.4 KB on the landing (+2.1 KB), 150.5 KB
 * at most (/home), 146.5 KB on /financiamento. pt-BR numbers written without `Intl` (the first
 * `Intl.NumberFormat` cost every page 15–35 ms of main thread) and the wizard's field bounds computed
 * on first read add ≈ 0.6 KB: 145.4 KB on the landing, 151.3 KB at most. What only the forms and
 * dialogs share then became a chunk of its own (`formsOnly` in vite.config.ts): the pages without
 * one load ≈ 12 KB less (131.9–134.9 KB; `/clientes` hydrated later than the baseline's, its
 * lightest page), the others one script more and ≈ 1 KB more (146.3 KB on the landing, 152.2 KB at
 * most), the cost of a chunk boundary. The store map's frame created as the visitor scrolls near it
 * (an IntersectionObserver), not while the page hydrates, adds ≈ 0.2 KB: 135.0 KB on `/clientes`.
 * The origin line that ends every WhatsApp text (issue #28: the one table of origins, on every page
 * for the header's button) adds ≈ 0.5 KB to every page; the process copy only /como-funciona shows
 * left the shared chunk (`process-times.ts` holds the one time the services quote), ≈ 1.2 KB less
 * on every other page: 146.7 KB on the landing, 152.7 KB at most, 135.3 KB on `/clientes`. A broker
 * with counts (`estatisticas`) may load at most the tracker's size more (e2e-demo/budgets.spec.ts).
 *
 * Issue #6 asked for landing JS ≤ 90 KB and any page ≤ 110 KB. The fixed stack cannot meet that:
 * React 19's react-dom client (≈ 65 KB) and React Router 7's framework runtime (≈ 42 KB) weigh
 * ≈ 105 KB before one line of the site. /financiamento and /contato add their forms and Radix
 * Toast. The whole site's CSS is one stylesheet; since it holds the profile's theme only (issue #14,
 * ≈ 0.4 KB less), its ceiling is 7 KB (6.8 KB measured). It was inline in every page; now each page
 * carries inline only the rules that can style its own elements (deploy/critical-css.ts: 2.9–3.9 KB,
 * ceiling 4.25 KB), and loads the whole stylesheet once its modules have arrived. The HTML, styles
 * included, went from ≤ 14.5 KB to ≤ 11.8 KB (ceiling 12.5 KB): with the page headers (≈ 1.6 KB)
 * every page's first response fits in the first round trip of a new connection (≈ 14.6 KB), which
 * is what the per-page CSS is for (docs/decisions/0006-critical-css-kept.md).
 */
export const budgets = {
  landingJs: 147 * KB,
  anyPageJs: 153 * KB,
  withoutFormJs: 136 * KB,
  scripts: 8,
  withoutFormScripts: 7,
  inlineCss: 4.25 * KB,
  wholeCss: 7 * KB,
  html: 12.5 * KB,
  renderBlocking: 0,
};

/** The pages with no form and no dialog, which load none of the forms' code. */
export const withoutForm = ['sobre/index.html', 'servicos/index.html', 'como-funciona/index.html', 'clientes/index.html', '404.html'];
