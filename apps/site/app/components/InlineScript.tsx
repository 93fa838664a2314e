/**
 * An inline script: `code` is the text of a `?inline-script` import (postbuild/inline-scripts.ts),
 * bundled at build and written into the prerendered page. The client's modules get that import as
 * an empty text, and React keeps an element's prerendered inner HTML as it hydrates (hence
 * `suppressHydrationWarning`): the page runs the script before any module arrives, and no page
 * downloads its text again in its modules. `data-*` attributes pass to the element (a script's settings).
 */
export function InlineScript({ code, ...data }: { code: string } & { [attribute: `data-${string}`]: string }) {
  return <script {...data} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
