import { broker, contactPage } from '@repo/content';
import { useEffect, useRef, useState } from 'react';
import { usePageMode } from '../page-start';
import { InlineScript } from './InlineScript';
import { nearMargin } from './mapFrame';
import mapFrameScript from './mapFrame.inline.ts?inline-script';
import { frame, map as mapStyle } from './StoreMap.css';

/**
 * The embedded map of the head-office store, in a frame of fixed size (nothing moves when it
 * arrives). The map is a page from another origin, with its own scripts: its frame is only created
 * once the visitor scrolls near it, so that no page creates one while it paints or hydrates (even
 * a lazy frame, created, costs a phone's main thread a long task, and is asked for before the first
 * paint). On a page that hydrates whole, by this component once hydrated; on the others, by an
 * inline script once the page has loaded (mapFrame.inline.ts). Without JavaScript it is in the page
 * at once, and the browser loads it when scrolled near (`loading="lazy"`).
 */
export function StoreMap({ size }: { size?: 'compact' | 'large' }) {
  const hydrates = usePageMode() === 'whole';
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const map = (
    <iframe
      className={mapStyle}
      src={broker.mapEmbedUrl}
      title={contactPage.mapTitle}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
  if (!hydrates) {
    return (
      <>
        <div className={frame({ size })}>
          <noscript>{map}</noscript>
        </div>
        <InlineScript code={mapFrameScript} />
      </>
    );
  }
  return (
    <div ref={frameRef} className={frame({ size })}>
      {near ? map : <noscript>{map}</noscript>}
    </div>
  );
}
