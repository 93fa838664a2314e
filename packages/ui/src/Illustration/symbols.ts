import { drawings, type Paint, type Shape } from './drawings';
import { illustrationId, illustrationNames, illustrationSizes } from './sizes';
import type { ThemeValues } from '../theme/values';

/*
 * The pictures written as SVG `<symbol>`s, painted from a token tree. Plain data, no
 * vanilla-extract: also exported as `@repo/ui/illustration-sprite`, for a site's build to write its
 * sprite file in its theme's values (`sprite.ts` paints the same symbols with the custom properties).
 */

/** Each paint's semantic token: the one table the page's symbols and a site's sprite file read. */
const paintTokens: Record<Paint, (tokens: ThemeValues) => string> = {
  surface: (t) => t.color.background.surface,
  tint: (t) => t.color.tone.primary.subtle,
  solid: (t) => t.color.tone.primary.solid,
  dark: (t) => t.color.tone.neutral.solid,
  ink: (t) => t.color.text.default,
  line: (t) => t.color.border.subtle,
  accent: (t) => t.color.tone.success.solid,
  sun: (t) => t.color.tone.warning.subtle,
};

const fill = (paints: Record<Paint, string>, paint: Paint) => `style="fill:${paints[paint]}"`;
const stroke = (paints: Record<Paint, string>, paint: Paint, width: number) =>
  `style="fill:none;stroke:${paints[paint]};stroke-width:${width};stroke-linecap:round;stroke-linejoin:round"`;

function shape(paints: Record<Paint, string>, s: Shape): string {
  switch (s[0]) {
    case 'path':
      return `<path d="${s[2]}" ${fill(paints, s[1])}/>`;
    case 'line':
      return `<path d="${s[2]}" ${stroke(paints, s[1], s[3])}/>`;
    case 'circle':
      return `<circle cx="${s[2]}" cy="${s[3]}" r="${s[4]}" ${fill(paints, s[1])}/>`;
    case 'ellipse':
      return `<ellipse cx="${s[2]}" cy="${s[3]}" rx="${s[4]}" ry="${s[5]}" ${fill(paints, s[1])}/>`;
    case 'rect':
      return `<rect x="${s[2]}" y="${s[3]}" width="${s[4]}" height="${s[5]}"${s[6] ? ` rx="${s[6]}"` : ''} ${fill(paints, s[1])}/>`;
    case 'use':
      return `<use href="#${illustrationId(s[1])}" x="${s[2]}" y="${s[3]}" width="${s[4]}" height="${s[5]}"/>`;
    case 'glyph': {
      // Lucide draws on a 24-unit grid with 2-unit strokes; 1.75 keeps large glyphs from looking heavy.
      const [, paint, icon, x, y, size] = s;
      // A part Lucide fills (a key's bit) is filled in the glyph's paint, never the page's text colour.
      const parts = icon.map(([tag, { fill: filled, ...attributes }]) => {
        const list = Object.entries(attributes).map(([name, value]) => `${name}="${String(value)}"`);
        return `<${tag} ${list.join(' ')}${filled === 'currentColor' ? ` ${fill(paints, paint)}` : ''}/>`;
      });
      return `<g transform="translate(${x} ${y}) scale(${+(size / 24).toFixed(3)})" ${stroke(paints, paint, 1.75)}>${parts.join('')}</g>`;
    }
  }
}

/**
 * Every picture as a `<symbol>`, each shape painted with its token from `tokens`: `vars` for symbols
 * inside a page (any theme), or one theme's values for a sprite file served beside it. Written in
 * `style` attributes, not presentation attributes: `fill="var(…)"` is not CSS, and a sprite file
 * referenced by `<use>` cannot be reached by the page's class rules.
 */
export function illustrationSymbolsIn(tokens: ThemeValues): string {
  const paints = Object.fromEntries(Object.entries(paintTokens).map(([paint, token]) => [paint, token(tokens)])) as Record<Paint, string>;
  return illustrationNames
    .map((name) => {
      const [width, height] = illustrationSizes[name];
      return `<symbol id="${illustrationId(name)}" viewBox="0 0 ${width} ${height}">${drawings[name].map((s) => shape(paints, s)).join('')}</symbol>`;
    })
    .join('');
}

/** A sprite file of every picture painted from `tokens` (a theme's values: `image/svg+xml`, served from the site's origin). */
export const illustrationSpriteIn = (tokens: ThemeValues): string => `<svg xmlns="http://www.w3.org/2000/svg">${illustrationSymbolsIn(tokens)}</svg>`;
