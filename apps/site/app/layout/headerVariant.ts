import { type RoutePath, simpleNavLinks } from '@repo/content';

/** Which header a page shows. */
export type HeaderVariant = 'main' | 'simple' | 'wizard';

/**
 * THE RULE, in one place:
 * - `/financiamento` (the wizard) shows its own short nav: Início, Serviços, Contato.
 * - The simpler header is shown on exactly the inner pages it links to (/sobre, /servicos,
 *   /como-funciona, /contato), so its `aria-current="page"` highlight always has a target.
 * - Every other screen — the marketing homes `/` and `/home`, `/clientes`, the 404 and the error
 *   screen — shows the main header, the only one that links to all six pages.
 */
const simpleHeaderPaths: readonly string[] = simpleNavLinks.map((link) => link.href).filter((href) => href !== '/');
const wizardPath: RoutePath = '/financiamento';

export function headerVariantFor(pathname: string): HeaderVariant {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === wizardPath) return 'wizard';
  if (simpleHeaderPaths.includes(path)) return 'simple';
  return 'main';
}
