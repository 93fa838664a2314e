import { broker, contactPage } from '@repo/content';
import { useHydrated } from './useHydrated';
import { frame, map as mapStyle } from './StoreMap.css';

/**
 * The embedded map of the head-office store, in a frame of fixed size (nothing moves when it
 * arrives). The map is a page from another origin, with its own scripts: it is asked for once the
 * page has hydrated, and then only when scrolled near (`loading="lazy"`), so that on a phone it
 * never competes with the page's own first paint and scripts. Without JavaScript it loads at once.
 */
export function StoreMap({ size }: { size?: 'compact' | 'large' }) {
  const hydrated = useHydrated();
  const map = (
    <iframe
      className={mapStyle}
      src={broker.mapEmbedUrl}
      title={contactPage.mapTitle}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
  return <div className={frame({ size })}>{hydrated ? map : <noscript>{map}</noscript>}</div>;
}
