import { Illustration, type IllustrationProps } from '@repo/ui';
import { createContext, useContext } from 'react';
import sprite from 'virtual:illustration-sprite';

/** Whether the page holds the pictures' symbols itself (`PageSymbols`), so no picture asks for the file. */
export const SymbolsInPage = createContext(false);

/**
 * A picture from the site's sprite file (drawn at build in the broker's theme), or from the
 * page's own symbols inside `PageSymbols`: a box of its size and one `<use>`, so a page pays a few
 * bytes of HTML for it, no script and no CSS.
 */
export function SiteIllustration(props: Omit<IllustrationProps, 'sprite'>) {
  return <Illustration sprite={useContext(SymbolsInPage) ? '' : sprite} {...props} />;
}
