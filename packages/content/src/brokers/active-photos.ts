/**
 * `#broker-photos` outside Vite: the active broker's client photos (see `active.ts`). In the
 * site's builds the broker plugin resolves it to a module of its own, so that only the page that
 * shows the gallery loads the photos' list.
 */
import { profile } from './active';

export const photos = profile.photos;
