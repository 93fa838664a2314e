import { vars } from '../theme/contract.css';
import { drawings, type Paint, type Shape } from './drawings';
import { illustrationId, illustrationNames, illustrationSizes } from './sizes';

/**
 * Each paint's token. Written in `style` attributes, not presentation attributes: `fill="var(…)"`
 * is not CSS, and a sprite file referenced by `<use>` cannot be reached by the page's class rules;
 * the custom properties themselves inherit from the `<use>` into the picture.
 */
const paints: Record<Paint, string> = {
  surface: vars.color.background.surface,
  tint: vars.color.tone.primary.subtle,
  solid: vars.color.tone.primary.solid,
  dark: vars.color.tone.neutral.solid,
  ink: vars.color.text.default,
  line: vars.color.border.subtle,
  accent: vars.color.tone.success.solid,
  sun: vars.color.tone.warning.subtle,
};

const fill = (paint: Paint) => `style="fill:${paints[paint]}"`;
const stroke = (paint: Paint, width: number) =>
  `style="fill:none;stroke:${paints[paint]};stroke-width:${width};stroke-linecap:round;stroke-linejoin:round"`;

function shape(s: Shape): string {
  switch (s[0]) {
    case 'path':
      return `<path d="${s[2]}" ${fill(s[1])}/>`;
    case 'line':
      return `<path d="${s[2]}" ${stroke(s[1], s[3])}/>`;
    case 'circle':
      return `<circle cx="${s[2]}" cy="${s[3]}" r="${s[4]}" ${fill(s[1])}/>`;
    case 'ellipse':
      return `<ellipse cx="${s[2]}" cy="${s[3]}" rx="${s[4]}" ry="${s[5]}" ${fill(s[1])}/>`;
    case 'rect':
      return `<rect x="${s[2]}" y="${s[3]}" width="${s[4]}" height="${s[5]}"${s[6] ? ` rx="${s[6]}"` : ''} ${fill(s[1])}/>`;
    case 'use':
      return `<use href="#${illustrationId(s[1])}" x="${s[2]}" y="${s[3]}" width="${s[4]}" height="${s[5]}"/>`;
    case 'glyph': {
      // Lucide draws on a 24-unit grid with 2-unit strokes; 1.75 keeps large glyphs from looking heavy.
      const [, paint, icon, x, y, size] = s;
      // A part Lucide fills (a key's bit) is filled in the glyph's paint, never the page's text colour.
      const parts = icon.map(([tag, { fill: filled, ...attributes }]) => {
        const list = Object.entries(attributes).map(([name, value]) => `${name}="${String(value)}"`);
        return `<${tag} ${list.join(' ')}${filled === 'currentColor' ? ` ${fill(paint)}` : ''}/>`;
      });
      return `<g transform="translate(${x} ${y}) scale(${+(size / 24).toFixed(3)})" ${stroke(paint, 1.75)}>${parts.join('')}</g>`;
    }
  }
}

/** Every picture as a `<symbol>`, for a sprite file or for symbols inside the page (`IllustrationSymbols`). */
export function illustrationSymbols(): string {
  return illustrationNames
    .map((name) => {
      const [width, height] = illustrationSizes[name];
      return `<symbol id="${illustrationId(name)}" viewBox="0 0 ${width} ${height}">${drawings[name].map(shape).join('')}</symbol>`;
    })
    .join('');
}

/**
 * The sprite file: every picture as a `<symbol>`, painted with the theme's custom properties, so
 * the page's theme colours it. Serve it as a static file (`image/svg+xml`) from the site's own origin
 * and point `Illustration`'s `sprite` at it.
 */
export function illustrationSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${illustrationSymbols()}</svg>`;
}
