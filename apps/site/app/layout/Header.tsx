import { broker, headerLabels, headerNavigation, type NavLink as NavLinkData } from '@repo/content';
import { Button, Container, VisuallyHidden } from '@repo/ui';
import { useId, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandMark } from '../components/brandMark';
import { CloseIcon, MenuIcon, ShieldIcon } from '../components/icons';
import { WhatsAppButton } from '../components/WhatsAppButton';
import type { HeaderVariant } from './headerVariant';
import {
  brand,
  brandNameBesideLinks,
  brandTile,
  header,
  headerActions,
  headerBar,
  headerBarOneRow,
  menuPanel,
  menuToggle,
  menuToggleClosed,
  menuToggleOpen,
  navLink,
  navList,
} from './layout.css';
import { usePageChange } from './usePageChange';

/** The mark and the broker's name, linking home; `besideLinks` (the wizard's bar): on a phone, the mark alone shows. */
function Brand({ besideLinks = false }: { besideLinks?: boolean }) {
  return (
    <RouterLink to="/" className={brand}>
      <span className={brandTile}>
        <ShieldIcon width={brandMark.iconPx} height={brandMark.iconPx} />
      </span>
      {besideLinks ? <span className={brandNameBesideLinks}>{broker.name}</span> : broker.name}
      <VisuallyHidden> – {headerLabels.homeLink}</VisuallyHidden>
    </RouterLink>
  );
}

function NavLinks({ links, layout, onChoose }: { links: readonly NavLinkData[]; layout: 'collapsible' | 'inline'; onChoose?: () => void }) {
  // aria-current="page" marks the link of the page being shown (and styles it). Computed here
  // rather than with <NavLink>, whose active state did not show in the prerendered pages.
  const { pathname } = useLocation();
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <ul className={navList({ layout })} role="list">
      {links.map((link) => (
        <li key={link.href}>
          <RouterLink
            to={link.href}
            className={navLink}
            aria-current={link.href === current ? 'page' : undefined}
            onClick={onChoose}
          >
            {link.label}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header, its links from content's `headerNavigation`. `main`: the pages, a Financiamento
 * button and a WhatsApp button; `simple`: Início…Contato and a Fale Conosco WhatsApp button. Both
 * collapse behind a menu toggle on narrow screens. `wizard`: three links, always visible. See
 * `headerVariantFor` for which page gets which.
 */
export function Header({ variant }: { variant: HeaderVariant }) {
  return (
    <header className={header}>
      <Container className={`${headerBar} ${headerBarOneRow}`}>
        <Brand besideLinks={variant === 'wizard'} />
        {variant === 'wizard' ? (
          <nav aria-label={headerLabels.navigation}>
            <NavLinks links={headerNavigation.wizard.links} layout="inline" />
          </nav>
        ) : (
          <CollapsibleNav variant={variant} />
        )}
      </Container>
    </header>
  );
}

/**
 * The phone menu is the browser's own popover (`popovertarget`), so that it works the same on a
 * page that ships no JavaScript (app/page-start/hydrates.ts) and on one that has not hydrated yet: the
 * toggle opens and closes it, Esc and a press outside close it and give focus back to the toggle,
 * and the browser tells assistive technology whether it is expanded. The toggle's name ("Abrir
 * menu" / "Fechar menu") and icon follow the panel's state in CSS (layout.css.ts). On a page that
 * has hydrated, a client-side navigation does not unload the page: a chosen link, and any route
 * change (back and forward too), closes the panel.
 */
function CollapsibleNav({ variant }: { variant: 'main' | 'simple' }) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  };
  // A route change shows the new page with the menu closed (back and forward too). Not as the
  // page hydrates: a menu opened before that stays open.
  usePageChange(close);

  return (
    <>
      <button type="button" className={menuToggle} popoverTarget={panelId}>
        <span className={menuToggleClosed}>
          <MenuIcon />
          <VisuallyHidden>{headerLabels.openMenu}</VisuallyHidden>
        </span>
        <span className={menuToggleOpen}>
          <CloseIcon />
          <VisuallyHidden>{headerLabels.closeMenu}</VisuallyHidden>
        </span>
      </button>
      <div ref={panelRef} id={panelId} className={menuPanel} popover="auto">
        <nav aria-label={headerLabels.navigation}>
          <NavLinks links={headerNavigation[variant].links} layout="collapsible" onChoose={close} />
        </nav>
        <div className={headerActions}>
          {variant === 'main' ? (
            <>
              <Button asChild size="small">
                <RouterLink to={headerNavigation.main.button.href} onClick={close}>
                  {headerNavigation.main.button.label}
                </RouterLink>
              </Button>
              <WhatsAppButton size="small" origin="cabecalho" onClick={close}>
                {headerLabels.whatsapp}
              </WhatsAppButton>
            </>
          ) : (
            <WhatsAppButton size="small" origin="cabecalho" onClick={close}>
              {headerLabels.talkToUs}
            </WhatsAppButton>
          )}
        </div>
      </div>
    </>
  );
}
