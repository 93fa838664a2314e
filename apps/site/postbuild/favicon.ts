import sharp from 'sharp';
import { brandMark, shieldIconPaths } from '../app/components/brandMark';
import type { ThemeValues } from '@repo/ui/theme-values';
import { activeThemeValues } from './share-image';

/** A CSS length of the theme (`0.5rem`, `999px`) in CSS pixels. */
function lengthPx(length: string): number {
  const match = /^([\d.]+)(px|rem)$/.exec(length.trim());
  if (!match) throw new Error(`Ícone da aba (postbuild/favicon.ts): o tema tem o comprimento "${length}", que ele não sabe ler; esperado em px ou rem, como 0.5rem`);
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

/**
 * Stroke width of the icon's lines in the tab (the header's icon draws 1.8 of 24): a tab shows
 * the icon at 16 px, where lines that thin blur away.
 */
const tabStrokeWidth = 2.4;

/**
 * The brand mark as SVG (`brandMark.ts`): the shield icon on a tile of the theme's primary tone,
 * its corners the theme's control radius (a circle in a theme of round controls), in the tile's
 * proportions. `square` drops the corners, for the home-screen icon that the phone rounds itself.
 */
export function faviconSvg(theme: ThemeValues = activeThemeValues(), { square = false } = {}): string {
  const { tilePx, iconPx } = brandMark;
  const radius = square ? 0 : Math.min(lengthPx(theme.radius.control), tilePx / 2);
  const { solid, onSolid } = theme.color.tone.primary;
  const inset = (tilePx - iconPx) / 2;
  const paths = shieldIconPaths.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${tilePx} ${tilePx}">` +
    `<rect width="${tilePx}" height="${tilePx}" rx="${radius}" fill="${solid}"/>` +
    `<g transform="translate(${inset} ${inset}) scale(${iconPx / 24})" fill="none" stroke="${onSolid}" stroke-width="${tabStrokeWidth}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>` +
    '</svg>'
  );
}

/** The brand mark as a square PNG of `size` pixels. */
function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (size / brandMark.tilePx) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * `/favicon.ico`: one 32×32 PNG in an ICO container (ICONDIR, one ICONDIRENTRY, the PNG, as
 * every browser since 2007 reads it), for what asks for it without reading the page's links.
 */
export async function faviconIco(theme: ThemeValues = activeThemeValues()): Promise<Buffer> {
  const size = 32;
  const image = await png(faviconSvg(theme), size);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // the PNG follows the header
  return Buffer.concat([header, image]);
}

/** `/apple-touch-icon.png`: 180×180, square. */
export function appleTouchIcon(theme: ThemeValues = activeThemeValues()): Promise<Buffer> {
  return png(faviconSvg(theme, { square: true }), 180);
}
