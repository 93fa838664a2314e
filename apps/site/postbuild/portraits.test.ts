import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { galleryPhotoAspect } from '@repo/content';
import { brokerPhotosDir, brokersDir, loadBroker } from '@repo/content/brokers';
import { themeValues } from '@repo/ui/theme-values';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { processPhoto } from './photos';
import { gallerySource, portraitStyle, portraitSvg } from './portraits';

const aspect = galleryPhotoAspect;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-portraits-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the clients drawn for a broker whose data is made up', () => {
  const demo = loadBroker('demo');
  const options = { brokerId: demo.id, photosDir: brokerPhotosDir(demo.id), theme: themeValues.terracotta, aspect };

  it('draw in a style whose drawings are CC0 (free to publish, nothing owed to their author)', () => {
    expect(portraitStyle.meta.license).toEqual({ name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' });
    expect(portraitSvg('x', themeValues.default, aspect)).toContain('creativecommons.org/publicdomain/zero/1.0/');
  });

  it('are the same in every build, and differ from client to client and from broker to broker', () => {
    const [first, second] = demo.photos;
    expect(first!.illustration).toBe(true);
    const drawn = gallerySource(first!, options);
    expect(sha(gallerySource(first!, options))).toBe(sha(drawn));
    expect(sha(gallerySource(second!, options))).not.toBe(sha(drawn));
    expect(sha(gallerySource(first!, { ...options, brokerId: 'default' }))).not.toBe(sha(drawn));
  });

  it('stand on one of the theme’s soft colours, and are made into the card’s 4:5 images like a photo', async () => {
    const [first] = demo.photos;
    const source = gallerySource(first!, options);
    const { tone, background } = themeValues.terracotta.color;
    expect([tone.primary.subtle, background.subtle, tone.whatsapp.subtle, tone.neutral.subtle].some((colour) => source.toString().includes(`fill="${colour}"`))).toBe(true);
    const photo = await processPhoto(source, { file: first!.file, id: 'cliente-demo-1', aspect });
    expect(photo).toMatchObject({ width: 1080, height: 1350 });
    // A face fills the card: far from one flat colour.
    const { channels } = await sharp(photo.files.find((file) => file.format === 'webp' && file.width === 360)!.bytes).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(30);
  });
});

describe('a real broker’s photos (its data its own: dadosFicticios false)', () => {
  it('are served from its files as they are: nothing drawn, nothing swapped', async () => {
    // A third broker as docs/recipes.md makes one: the demo's file made its own, with its own photos.
    cpSync(brokersDir, dir, { recursive: true });
    const file = JSON.parse(readFileSync(path.join(dir, 'demo', 'broker.json'), 'utf8'));
    cpSync(path.join(dir, 'demo'), path.join(dir, 'acme'), { recursive: true });
    rmSync(path.join(dir, 'demo'), { recursive: true });
    file.dadosFicticios = false;
    file.fotos = await Promise.all(
      ['ana.jpg', 'bruno.png'].map(async (name, index) => {
        const image = sharp({ create: { width: 800, height: 1000, channels: 3, background: ['#c84', '#48c'][index]! } });
        writeFileSync(path.join(dir, 'acme', 'photos', name), await (name.endsWith('.png') ? image.png() : image.jpeg()).toBuffer());
        return { arquivo: name, textoAlternativo: `Cliente ${name} recebe as chaves do carro financiado` };
      }),
    );
    writeFileSync(path.join(dir, 'acme', 'broker.json'), JSON.stringify(file));
    const acme = loadBroker('acme', dir);
    expect(acme.identity.isPlaceholder).toBe(false);
    for (const photo of acme.photos) {
      const bytes = readFileSync(path.join(dir, 'acme', 'photos', photo.file));
      expect(photo.illustration).toBe(false);
      expect(gallerySource(photo, { brokerId: acme.id, photosDir: brokerPhotosDir(acme.id, dir), theme: themeValues.terracotta, aspect }).equals(bytes)).toBe(true);
      // Served under the name of its own content, as before drawn clients existed.
      const made = await processPhoto(bytes, { file: photo.file, id: 'foto', aspect });
      expect(made.stem).toBe(`foto-${sha(bytes).slice(0, 8)}`);
    }
  });
});
