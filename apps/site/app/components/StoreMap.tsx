import { broker, contactPage } from '@repo/content';
import { mapFrame } from './components.css';

/** The embedded map of the head-office store, loaded only when scrolled near. */
export function StoreMap({ size }: { size?: 'compact' | 'large' }) {
  return (
    <iframe
      className={mapFrame({ size })}
      src={broker.mapEmbedUrl}
      title={contactPage.mapTitle}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
