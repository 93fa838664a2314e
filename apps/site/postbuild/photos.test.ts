import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { galleryPhotoAspect } from '@repo/content';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PhotoError, photoBudgetBytes, photoSizes, photosModule, photoWidths, processPhoto } from './photos';

const aspect = galleryPhotoAspect;

/**
 * A photo as a phone takes it, landscape, smooth shapes with a sensor's grain, a JPEG of a MB or
 * more, with EXIF naming the phone and where it was. Half a 12 MP phone's size in each direction: larger than the largest width served, and
 * quicker to encode in a test.
 */
async function makePhonePhoto(): Promise<Buffer> {
  const small = Buffer.alloc(64 * 48 * 3);
  for (let index = 0; index < small.length; index++) small[index] = (Math.sin(index * 0.37) * 0.5 + 0.5) * 255;
  return sharp(small, { raw: { width: 64, height: 48, channels: 3 } })
    .resize(2016, 1512, { kernel: 'cubic' })
    .composite([{ input: { create: { width: 2016, height: 1512, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } }, blend: 'overlay' }])
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: 'Telefone', Model: 'Modelo X' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '15/1 53/1 24/1', GPSLongitudeRef: 'W', GPSLongitude: '52/1 15/1 36/1' } })
    .toBuffer();
}
let made: Promise<Buffer> | undefined;
const phonePhoto = () => (made ??= makePhonePhoto());

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'site-photos-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('a photo as a phone takes it, made into the gallery’s images', () => {
  it('is cropped to the card at every width of the layouts, in AVIF and WebP, each within the budget, named after the photo', async () => {
    const source = await phonePhoto();
    expect(source.length).toBeGreaterThan(1_000_000);
    const photo = await processPhoto(source, { file: 'IMG_1234.JPG', id: 'img-1234', aspect }, cacheDir);
    expect(photo).toMatchObject({ width: 1080, height: 1350 });
    expect(photo.files.map((file) => `${file.format} ${file.width}×${file.height}`)).toEqual(
      photoWidths.flatMap((width) => [`avif ${width}×${(width * 5) / 4}`, `webp ${width}×${(width * 5) / 4}`]),
    );
    for (const file of photo.files) {
      expect(file.fileName).toMatch(new RegExp(`^img-1234-[0-9a-f]{8}-${file.width}\\.${file.format}$`));
      expect(file.bytes.length, file.fileName).toBeLessThanOrEqual(photoBudgetBytes);
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format === 'heif' ? 'avif' : metadata.format, file.fileName).toBe(file.format);
      expect([metadata.width, metadata.height]).toEqual([file.width, file.height]);
    }
  }, 60_000);

  it('keeps nothing of the EXIF: no location, no phone', async () => {
    const source = await phonePhoto();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const photo = await processPhoto(source, { file: 'IMG_1234.JPG', id: 'img-1234', aspect }, cacheDir);
    for (const file of photo.files) {
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.exif, file.fileName).toBeUndefined();
      expect(metadata.xmp, file.fileName).toBeUndefined();
      expect(file.bytes.includes('Telefone'), file.fileName).toBe(false);
    }
  }, 60_000);

  it('turns a photo stored on its side upright (EXIF orientation), before cropping it', async () => {
    // Stored 600 wide and 480 high, seen 480 wide and 600 high: already the card's shape, nothing cropped.
    const sideways = await sharp({ create: { width: 600, height: 480, channels: 3, background: '#8c4' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await processPhoto(sideways, { file: 'IMG_1235.JPG', id: 'img-1235', aspect });
    expect(photo).toMatchObject({ width: 480, height: 600 });
    const largest = photo.files.find((file) => file.width === 480 && file.format === 'webp')!;
    expect(await sharp(largest.bytes).metadata()).toMatchObject({ width: 480, height: 600 });
    expect((await sharp(largest.bytes).metadata()).orientation ?? 1).toBe(1);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 480, height: 600, channels: 3, background: '#c84' } }).png().toBuffer();
    const photo = await processPhoto(small, { file: 'cliente-01.png', id: 'cliente-01', aspect });
    expect(photo).toMatchObject({ width: 480, height: 600 });
    expect([...new Set(photo.files.map((file) => file.width))]).toEqual([360, 480]);
  });

  it('fails, in Portuguese, naming the photo, when even the lowest quality does not fit the budget', async () => {
    // Noise kept whole (a PNG): not even the smallest width fits, so the pipeline stops at its first
    // width, three encodings in. A JPEG's noise, smoothed by its compression, fits the smaller widths
    // and failed only at a larger one, after a dozen encodings (15.5 s of this test's time alone).
    const noise = await sharp({ create: { width: 360, height: 450, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 120 } } }).png().toBuffer();
    const error = await processPhoto(noise, { file: 'ruido.png', id: 'ruido', aspect }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as Error).message).toMatch(/^ruido\.png: a foto não cabe em 90 KB em AVIF com 360 px de largura, nem na menor qualidade \(\d+ KB\): envie outra foto/);
  });

  it('refuses, in Portuguese, a file that is no image', async () => {
    await expect(processPhoto(Buffer.from('não é uma foto'), { file: 'foto.jpg', id: 'foto', aspect })).rejects.toThrow(
      /^foto\.jpg: não é uma imagem que o site consiga ler .*envie um JPEG ou PNG$/,
    );
  });

  it('reads a photo made before from the cache, byte for byte', async () => {
    const source = await phonePhoto();
    const made = await processPhoto(source, { file: 'IMG_1234.JPG', id: 'img-1234', aspect }, cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const again = await processPhoto(source, { file: 'IMG_1234.JPG', id: 'img-1234', aspect }, cacheDir);
    expect(again.files.map((file) => file.bytes.equals(made.files.find((other) => other.fileName === file.fileName)!.bytes))).not.toContain(false);
  }, 60_000);
});

describe('the gallery’s module of photos', () => {
  it('names, in each photo’s srcset, the files the pipeline made, with the photo’s size', async () => {
    const small = await sharp({ create: { width: 480, height: 600, channels: 3, background: '#48c' } }).png().toBuffer();
    const photo = await processPhoto(small, { file: 'cliente-02.png', id: 'cliente-02', aspect });
    const source = photosModule([{ id: 'cliente-02', alt: 'Cliente com o carro novo', photo, illustration: false }], { photosPath: '/uploads/clientes', aspect, sizes: '100vw' });
    const module = new Function(`${source.replaceAll('export const', 'const')}\nreturn { photos, photoSizes };`)() as {
      photos: { id: string; alt: string; src: string; sources: { type: string; srcSet: string }[]; width: number; height: number; illustration: boolean }[];
      photoSizes: string;
    };
    const url = (format: string, width: number) => `/uploads/clientes/${photo.files.find((file) => file.format === format && file.width === width)!.fileName}`;
    expect(module.photos).toEqual([
      {
        id: 'cliente-02',
        alt: 'Cliente com o carro novo',
        src: url('webp', 360),
        sources: [
          { type: 'image/avif', srcSet: `${url('avif', 360)} 360w, ${url('avif', 480)} 480w` },
          { type: 'image/webp', srcSet: `${url('webp', 360)} 360w, ${url('webp', 480)} 480w` },
        ],
        width: 480,
        height: 600,
        illustration: false,
      },
    ]);
    expect(module.photoSizes).toBe('100vw');
  });
});

describe('the images’ sizes', () => {
  it('say how wide a card is at each layout of the carousel', () => {
    const theme = { breakpoint: { tablet: '48em', wide: '64em' }, size: { container: '75rem' }, space: { md: '1rem', lg: '1.5rem' } };
    expect(photoSizes(theme, { base: 1, tablet: 2, wide: 3 })).toBe(
      '(min-width: 64em) calc((min(100vw, 75rem) - 2 * 1.5rem - 2 * 1rem) / 3), (min-width: 48em) calc((100vw - 2 * 1.5rem - 1 * 1rem) / 2), calc(100vw - 2 * 1rem)',
    );
  });
});
