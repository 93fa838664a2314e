/**
 * `#broker-photos` outside Vite: the active broker's client photos (see `active.ts`). In the
 * site's builds the broker plugin resolves it to a module of its own, so that only the page that
 * shows the gallery loads the photos' list, with the responsive images the build made of each
 * (apps/site/postbuild/photos.ts). Here, where nothing is built nor served (tests in Node), a photo is
 * its own file, in no other format, of no known size.
 */
import { profile } from './active';
import { photoStem, photosPath, type ServedPhoto } from './profile';

export const photos: readonly ServedPhoto[] = profile.photos.map((photo) => ({
  id: photoStem(photo.file),
  alt: photo.alt,
  src: `${photosPath}/${photo.file}`,
  sources: [],
  width: 0,
  height: 0,
  illustration: photo.illustration === true,
}));

export const photoSizes = '100vw';
