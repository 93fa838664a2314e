import { broker, claimLabels, landingPage, shareImageSize } from '@repo/content';
import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a headline into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The claims line at the foot of the share image. No rate: a link preview has no room for the
 * worked example and CET that must stand beside one (CDC art. 54-B).
 */
export const shareImageFacts = [claimLabels.partnerBanks, claimLabels.approval, claimLabels.maxInstallments].join(' · ');

/** The Open Graph / Twitter share image: the broker's name, headline and main claims (PNG). */
export function shareImage(): Promise<Buffer> {
  const { width, height } = shareImageSize;
  const headline = wrap(landingPage.hero.headline, 30)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 72}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#13315c"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="80" y="80" width="96" height="8" rx="4" fill="#f4b400"/>
  <text x="80" y="150" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="bold" fill="#ffffff">${escapeXml(broker.name)}</text>
  <text x="80" y="270" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="#ffffff">${headline}</text>
  <text x="80" y="${height - 80}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#dbe7f5">${escapeXml(shareImageFacts)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
