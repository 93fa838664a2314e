import { headerLabels } from '@repo/content';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { headerVariantFor } from './headerVariant';
import { main, skipLink } from './layout.css';

/** Id of `<main>`, target of the skip link. */
export const mainId = 'conteudo';

/**
 * The frame of every screen (pages, 404, error): skip link, header, `<main>`, footer. Rendered
 * once in root.tsx; route modules render only their sections.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <a href={`#${mainId}`} className={skipLink}>
        {headerLabels.skipToContent}
      </a>
      <Header variant={headerVariantFor(pathname)} />
      <main id={mainId} tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
