/**
 * An inline script: `code` is the text of a `?inline-script` import (deploy/inline-scripts.ts),
 * bundled at build and written into the prerendered page. The client's modules get that import as
 * an empty text, and React keeps an element's prerendered inner HTML as it hydrates (hence
 * `suppressHydrationWarning`): the page runs the script before any module arrives, and no page
 * downloads its text again in its modules.
 */
export function InlineScript({ code }: { code: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
