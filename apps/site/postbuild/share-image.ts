import { broker, brokerProfile, claimLabels, landingPage, shareImageSize } from '@repo/content';
import { themeValues, type ThemeName, type ThemeValues } from '@repo/ui/theme-values';
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

/** The values of the active broker profile's `@repo/ui` theme; a clear error when it names none. */
export function activeThemeValues(): ThemeValues {
  const name = brokerProfile.theme;
  if (!Object.hasOwn(themeValues, name)) {
    throw new Error(`Imagem de compartilhamento (postbuild/share-image.ts): a corretora "${brokerProfile.id}" tem o tema "${name}", que não está entre os valores de tema do @repo/ui (${Object.keys(themeValues).join(', ')}); a folha de estilo do tema existe, mas os seus valores não: exporte-os em packages/ui/src/theme/values.ts`);
  }
  return themeValues[name as ThemeName];
}

/**
 * The share image's colours, from the active theme: the dark inverse background shading into the
 * primary action colour, inverse text, and the primary tone's light tint for the accent bar and the
 * claims line (each pair as readable as the theme's own inverse surfaces).
 */
export function shareImageColours(theme: ThemeValues = activeThemeValues()) {
  const { background, text, tone } = theme.color;
  return {
    backgroundFrom: background.inverse,
    backgroundTo: tone.primary.solidHover,
    accent: tone.primary.subtle,
    text: text.inverse,
    facts: tone.primary.subtle,
  };
}

/** The share image as SVG (rendered to PNG by {@link shareImage}). */
export function shareImageSvg(): string {
  const { width, height } = shareImageSize;
  const colours = shareImageColours();
  const headline = wrap(landingPage.hero.headline, 30)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 72}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.backgroundFrom}"/><stop offset="1" stop-color="${colours.backgroundTo}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="80" y="80" width="96" height="8" rx="4" fill="${colours.accent}"/>
  <text x="80" y="150" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="bold" fill="${colours.text}">${escapeXml(broker.name)}</text>
  <text x="80" y="270" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="${colours.text}">${headline}</text>
  <text x="80" y="${height - 80}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${colours.facts}">${escapeXml(shareImageFacts)}</text>
</svg>`;
}

/** The Open Graph / Twitter share image: the broker's name, headline and main claims (PNG). */
export function shareImage(): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg())).png({ compressionLevel: 9, palette: true }).toBuffer();
}
