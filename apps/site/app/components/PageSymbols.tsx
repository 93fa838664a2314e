import { IllustrationSymbols } from '@repo/ui';
import type { ReactNode } from 'react';
import { SymbolsInPage } from './SiteIllustration';

/**
 * A page whose HTML holds every picture's symbols (many pictures and no script:
 * docs/decisions/0008): each `SiteIllustration` inside it points at them instead of the sprite
 * file. Its own module, so that the pages drawing from the sprite file never load the drawings.
 */
export function PageSymbols({ children }: { children: ReactNode }) {
  return (
    <SymbolsInPage.Provider value>
      <IllustrationSymbols />
      {children}
    </SymbolsInPage.Provider>
  );
}
