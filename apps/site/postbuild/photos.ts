/**
 * The client photos as the gallery serves them, from the photos as a phone takes them: any JPEG or
 * PNG (or WebP, AVIF), of any size and orientation, named as the phone named it. Each becomes the
 * card's 4:5 crop (sharp's attention strategy keeps the people in it), upright (its EXIF
 * orientation applied), in AVIF and WebP at the widths the carousel's layouts ask for, every file
 * within a byte budget, with nothing of its metadata left (no EXIF: no location, no phone model).
 * Run by the broker plugin (broker-plugin.ts) when the gallery's module is built; cached by the
 * source's content, so an unchanged photo is not encoded twice.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Photos already made, kept between builds: `SITE_PHOTO_CACHE`, or the site's `node_modules/.cache`
 * (the editor's e2e points its copy of the repository here, so it encodes only the photo it adds).
 */
export const photoCacheDir = process.env.SITE_PHOTO_CACHE ?? fileURLToPath(new URL('../node_modules/.cache/site-photos', import.meta.url));

/**
 * Widths served, in pixels: the card is ≈ 330–400 px wide on a phone (one photo at a time), ≈
 * 350–480 px on a tablet (two) and ≈ 370 px on a wide screen (three), so these cover each layout
 * at 1×, 1.5×, 2× and 3× screens. A photo smaller than a width is not enlarged to it.
 */
export const photoWidths = [360, 540, 720, 1080] as const;

/** Formats, best first: the browser takes the first it can show (`<picture>`). */
export const photoFormats = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/** No served file is larger than this: a phone on a slow network loads a card in a second or two. */
export const photoBudgetBytes = 90 * 1024;

/** Qualities tried in turn until the file fits the budget. */
const qualities: Record<PhotoFormat, readonly number[]> = { avif: [55, 45, 35], webp: [78, 68, 58, 48] };

/** One served file of a photo. */
export type PhotoFile = { fileName: string; format: PhotoFormat; width: number; height: number; quality: number; bytes: Buffer };

/**
 * A photo, processed: its files, named `<stem>-<width>.<format>` (the stem is its id and the first
 * characters of its source's hash), and the intrinsic size of the largest (the `<img>`'s width and
 * height).
 */
export type ProcessedPhoto = { stem: string; width: number; height: number; files: PhotoFile[] };

/** The name of a served file. */
export const photoFileName = (stem: string, width: number, format: PhotoFormat) => `${stem}-${width}.${format}`;

/** A photo that cannot be served within the budget, or cannot be read. */
export class PhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoError';
  }
}

/** Bumped when what the pipeline makes changes, so that cached results are made again. */
const pipelineVersion = 2;

const cacheKey = (source: Buffer, id: string, aspect: PhotoRequest['aspect']) =>
  createHash('sha256')
    .update(JSON.stringify({ pipelineVersion, aspect, photoWidths, photoFormats, photoBudgetBytes, qualities, id }))
    .update(source)
    .digest('hex');

/** A photo to make: `file` its name in `photos/` (for the messages), `id` the stem its files' names start with (`photoStem` of @repo/content), `aspect` the card's shape (`galleryPhotoAspect` of @repo/content). */
export type PhotoRequest = { file: string; id: string; aspect: { width: number; height: number } };

/** Makes the served files of one photo. With `cacheDir`, a photo made before is read back instead. */
export async function processPhoto(source: Buffer, { file, id, aspect }: PhotoRequest, cacheDir?: string): Promise<ProcessedPhoto> {
  const key = cacheKey(source, id, aspect);
  const cached = cacheDir ? await readCached(path.join(cacheDir, key)) : undefined;
  if (cached) return cached;

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch (error) {
    throw new PhotoError(`${file}: não é uma imagem que o site consiga ler (${(error as Error).message}); envie um JPEG ou PNG`);
  }
  // Width and height as the photo is seen, its EXIF orientation applied (5–8 turn it a quarter).
  const turned = (metadata.orientation ?? 1) >= 5;
  const seenWidth = (turned ? metadata.height : metadata.width) ?? 0;
  const seenHeight = (turned ? metadata.width : metadata.height) ?? 0;
  const cropWidth = Math.min(seenWidth, Math.floor((seenHeight * aspect.width) / aspect.height));
  const widths = [...new Set([...photoWidths.filter((width) => width < cropWidth), Math.min(cropWidth, photoWidths.at(-1)!)])];
  const largest = widths.at(-1)!;
  const heightOf = (width: number) => Math.round((width * aspect.height) / aspect.width);

  // Upright, cropped to the card and reduced once; every file is made from that.
  const { data, info } = await sharp(source)
    .rotate()
    .resize(largest, heightOf(largest), { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  // The source's content in the name: a photo replaced under the same name is a new file.
  const stem = `${id}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`;
  const files: PhotoFile[] = [];
  for (const width of widths) {
    for (const format of photoFormats) {
      let made: PhotoFile | undefined;
      for (const quality of qualities[format]) {
        const resized = sharp(data, raw).resize(width, heightOf(width));
        const bytes = await (format === 'avif' ? resized.avif({ quality, effort: 4 }) : resized.webp({ quality, effort: 4 })).toBuffer();
        made = { fileName: photoFileName(stem, width, format), format, width, height: heightOf(width), quality, bytes };
        if (bytes.length <= photoBudgetBytes) break;
      }
      if (made!.bytes.length > photoBudgetBytes) {
        throw new PhotoError(
          `${file}: a foto não cabe em ${photoBudgetBytes / 1024} KB em ${format.toUpperCase()} com ${width} px de largura, nem na menor qualidade (${(made!.bytes.length / 1024).toFixed(0)} KB): envie outra foto, com menos detalhe ou ruído`,
        );
      }
      files.push(made!);
    }
  }
  const processed = { stem, width: largest, height: heightOf(largest), files };
  if (cacheDir) await writeCached(path.join(cacheDir, key), processed);
  return processed;
}

async function readCached(dir: string): Promise<ProcessedPhoto | undefined> {
  if (!existsSync(path.join(dir, 'photo.json'))) return undefined;
  const { stem, width, height, files } = JSON.parse(await readFile(path.join(dir, 'photo.json'), 'utf8')) as {
    stem: string;
    width: number;
    height: number;
    files: Omit<PhotoFile, 'bytes'>[];
  };
  return { stem, width, height, files: await Promise.all(files.map(async (file) => ({ ...file, bytes: await readFile(path.join(dir, file.fileName)) }))) };
}

async function writeCached(dir: string, photo: ProcessedPhoto): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const file of photo.files) await writeFile(path.join(dir, file.fileName), file.bytes);
  const files = photo.files.map(({ bytes: _bytes, ...rest }) => rest);
  // Written last: a cache entry without it (an interrupted build) is made again.
  await writeFile(path.join(dir, 'photo.json'), JSON.stringify({ stem: photo.stem, width: photo.width, height: photo.height, files }));
}

/**
 * The `sizes` of the gallery's images: how wide a card is at each layout, from the theme's
 * breakpoints, container and spacing (the carousel's gap is `space.md`; the container's padding
 * `space.md` on phones, `space.lg` from the tablet breakpoint), and the photos shown at once.
 */
export function photoSizes(
  theme: { breakpoint: { tablet: string; wide: string }; size: { container: string }; space: { md: string; lg: string } },
  visible: { base: number; tablet: number; wide: number },
): string {
  const { breakpoint, size, space } = theme;
  const card = (available: string, count: number) =>
    count === 1 ? `calc(${available})` : `calc((${available} - ${count - 1} * ${space.md}) / ${count})`;
  return [
    `(min-width: ${breakpoint.wide}) ${card(`min(100vw, ${size.container}) - 2 * ${space.lg}`, visible.wide)}`,
    `(min-width: ${breakpoint.tablet}) ${card(`100vw - 2 * ${space.lg}`, visible.tablet)}`,
    card(`100vw - 2 * ${space.md}`, visible.base),
  ].join(', ');
}

/**
 * The source of `#broker-photos` in the site's builds: the gallery's photos as served (`ServedPhoto`
 * of @repo/content) and their `sizes`. Only the gallery's page loads it, so it is written small:
 * each photo as its stem and widths, the files' URLs (`photoFileName`) and `srcset`s built where
 * the page runs.
 */
export function photosModule(
  photos: readonly { id: string; alt: string; photo: ProcessedPhoto; illustration: boolean }[],
  { photosPath, aspect, sizes }: { photosPath: string; aspect: { width: number; height: number }; sizes: string },
): string {
  const list = photos.map(({ id, alt, photo, illustration }) => [id, photo.stem, [...new Set(photo.files.map((file) => file.width))], alt, illustration]);
  return `const url = (stem, width, format) => \`${photosPath}/\${stem}-\${width}.\${format}\`;
const photo = ([id, stem, widths, alt, illustration]) => {
  const width = widths[widths.length - 1];
  return {
    id,
    alt,
    // Without \`srcset\` support (none today), the WebP one size below the largest.
    src: url(stem, widths[Math.max(0, widths.length - 2)], 'webp'),
    sources: ${JSON.stringify(photoFormats)}.map((format) => ({ type: \`image/\${format}\`, srcSet: widths.map((w) => \`\${url(stem, w, format)} \${w}w\`).join(', ') })),
    width,
    height: Math.round((width * ${aspect.height}) / ${aspect.width}),
    illustration,
  };
};
export const photos = ${JSON.stringify(list)}.map(photo);
export const photoSizes = ${JSON.stringify(sizes)};
`;
}
