import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Runs `effect` after each client-side navigation to another page (back and forward too): not as
 * the page first renders or hydrates, nor on an in-page anchor (a hash change keeps the pathname).
 * A new `effect` each render is only compared: it runs when the pathname has changed.
 */
export function usePageChange(effect: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    effect();
  }, [pathname, effect]);
}
