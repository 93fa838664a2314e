/**
 * The drawn clients of a broker whose data is made up (`dadosFicticios`): a photo its file lists
 * without the file (`BrokerPhoto.illustration`, set by the broker loader) is drawn here, at build,
 * as a DiceBear "Lorelei" portrait (Lisa Wischofsky's CC0 1.0 drawings: free to publish, no credit
 * owed) on one of the theme's soft colours, in the card's 4:5. The result is the source the photo
 * pipeline (photos.ts) makes the served AVIF and WebP files of, like any photo: the card's markup,
 * sizes and budgets stay those of a photo, and no script nor network is involved. Seeded by the
 * broker and the photo's file name, so every build draws the same faces, and no two brokers the
 * same. A real photo (its file there) is returned as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import type { BrokerPhoto } from '@repo/content/brokers';

/** The drawing style and its licence, as its package states them (the unit test keeps them so). */
export const portraitStyle = lorelei;

/** The theme colours a drawn client stands on: the soft backgrounds of its tones, in turn. */
export type PortraitTheme = {
  color: { background: { subtle: string }; tone: { primary: { subtle: string }; neutral: { subtle: string }; whatsapp: { subtle: string } } };
};

/** Pixels of the drawn source: the largest width the pipeline serves (1080), in the card's shape. */
const drawnWidth = 1080;

/** A drawn client as SVG, `aspect` wide by high (the card's), on a background picked by the seed. */
export function portraitSvg(seed: string, theme: PortraitTheme, aspect: { width: number; height: number }): string {
  const { tone, background } = theme.color;
  const backgrounds = [tone.primary.subtle, background.subtle, tone.whatsapp.subtle, tone.neutral.subtle];
  const face = createAvatar(portraitStyle, {
    seed,
    // Smiling: these are the gallery's satisfied clients.
    mouth: ['happy01', 'happy02', 'happy03', 'happy04', 'happy05', 'happy06', 'happy07', 'happy08', 'happy09', 'happy10', 'happy11', 'happy12', 'happy13', 'happy14', 'happy15', 'happy16', 'happy17', 'happy18'],
  }).toString();
  const width = drawnWidth;
  const height = Math.round((width * aspect.height) / aspect.width);
  // A stable pick among the backgrounds: the seed's characters summed.
  const fill = backgrounds[[...seed].reduce((sum, character) => sum + character.charCodeAt(0), 0) % backgrounds.length];
  // The square face fills the card's width and stands on its bottom edge, head and shoulders.
  const placed = face.replace(/^<svg /, `<svg x="0" y="${height - width}" width="${width}" height="${width}" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill}"/>${placed}</svg>`;
}

/**
 * The source of a gallery photo: its file as the broker put it in `photosDir`, or, drawn, a portrait
 * seeded by the broker's id and the file's name.
 */
export function gallerySource(
  photo: BrokerPhoto,
  { brokerId, photosDir, theme, aspect }: { brokerId: string; photosDir: string; theme: PortraitTheme; aspect: { width: number; height: number } },
): Buffer {
  if (!photo.illustration) return readFileSync(path.join(photosDir, photo.file));
  return Buffer.from(portraitSvg(`${brokerId}/${photo.file}`, theme, aspect));
}
