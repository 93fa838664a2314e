import { broker, headerLabels, headerNavigation, type NavLink as NavLinkData } from '@repo/content';
import { Button, Container, VisuallyHidden } from '@repo/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandMark } from '../components/brandMark';
import { CloseIcon, MenuIcon, ShieldIcon } from '../components/icons';
import { WhatsAppButton } from '../components/WhatsAppButton';
import type { HeaderVariant } from './headerVariant';
import {
  brand,
  brandTile,
  header,
  headerActions,
  headerBar,
  headerBarOneRow,
  menuPanel,
  menuToggle,
  navLink,
  navList,
} from './layout.css';

function Brand() {
  return (
    <RouterLink to="/" className={brand}>
      <span className={brandTile}>
        <ShieldIcon width={brandMark.iconPx} height={brandMark.iconPx} />
      </span>
      {broker.name}
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
 * button and a WhatsApp button; `simple`: Início…Contato and a Fale Conosco WhatsApp button. Both collapse behind a menu toggle
 * on narrow screens, which closes when a link is chosen, on Esc and on route change.
 * `wizard`: three links, always visible. See `headerVariantFor` for which page gets which.
 */
export function Header({ variant }: { variant: HeaderVariant }) {
  return (
    <header className={header}>
      <Container className={variant === 'wizard' ? headerBar : `${headerBar} ${headerBarOneRow}`}>
        <Brand />
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

function CollapsibleNav({ variant }: { variant: 'main' | 'simple' }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Closes on route change (also covers back/forward), in the render that shows the new route.
  const [renderedPathname, setRenderedPathname] = useState(pathname);
  if (pathname !== renderedPathname) {
    setRenderedPathname(pathname);
    setOpen(false);
  }

  // Esc closes the menu and gives focus back to the toggle.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={menuToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? headerLabels.closeMenu : headerLabels.openMenu}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={panelId} className={menuPanel} data-open={open}>
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
