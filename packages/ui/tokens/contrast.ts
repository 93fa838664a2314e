/**
 * The colour pairs the contract promises (contract.css.ts): each text or UI role on the
 * backgrounds it is used on, with the WCAG 2 minimum. Read by the tokens test (every pair must
 * pass) and by Storybook's foundations page (which shows each ratio).
 */

export type DtcgColor = { colorSpace: 'srgb'; components: number[]; alpha?: number; hex: string };
type Node = { [key: string]: unknown };

/** WCAG 2 contrast ratio of two opaque sRGB colours. */
export function contrast(a: DtcgColor, b: DtcgColor): number {
  const luminance = (c: DtcgColor) => {
    const [r, g, bl] = c.components.map((x) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export type ContrastPair = { role: string; on: string; fg: DtcgColor; bg: DtcgColor; min: number };

/** Every promised pair of a theme's `color` group (DTCG). Roles are paths under `color`. */
export function contrastPairs(color: Node): ContrastPair[] {
  const get = (path: string) =>
    (path.split('.').reduce<unknown>((node, key) => (node as Node)[key], color) as { $value: DtcgColor }).$value;
  const pair = (role: string, on: string, min: number) => ({ role, on, fg: get(role), bg: get(on), min });
  const tones = Object.keys(color.tone as Node).filter((key) => !key.startsWith('$'));
  return [
    ...['canvas', 'surface', 'subtle'].flatMap((bg) => [
      pair('text.default', `background.${bg}`, 4.5),
      pair('text.muted', `background.${bg}`, 4.5),
    ]),
    pair('text.link', 'background.canvas', 4.5),
    pair('text.linkHover', 'background.canvas', 4.5),
    pair('text.inverse', 'background.inverse', 4.5),
    pair('border.control', 'background.canvas', 3),
    pair('border.focus', 'background.canvas', 3),
    ...tones.flatMap((tone) => [
      pair(`tone.${tone}.onSolid`, `tone.${tone}.solid`, 4.5),
      pair(`tone.${tone}.onSolid`, `tone.${tone}.solidHover`, 4.5),
      pair(`tone.${tone}.text`, 'background.canvas', 4.5),
      pair(`tone.${tone}.text`, `tone.${tone}.subtle`, 4.5),
      pair(`tone.${tone}.border`, 'background.canvas', 3),
    ]),
  ];
}
