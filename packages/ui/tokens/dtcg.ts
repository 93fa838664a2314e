/**
 * Writes a theme's values (`src/theme/<theme>.values.ts`) as Design Tokens Community Group JSON
 * (format 2025.10), which Tokens Studio, Style Dictionary and Figma plugins read. Descriptions come
 * from the JSDoc comments of the token contract (`src/theme/contract.css.ts`).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { ThemeValues } from '../src/theme/values';

/** Vendor namespace for what DTCG has no standard field for. */
export const EXTENSION = 'dev.broker-ui';

type DtcgType = 'color' | 'dimension' | 'fontFamily' | 'fontWeight' | 'number' | 'duration' | 'cubicBezier' | 'shadow';

/** The DTCG type of every token, by its path in the contract (first match wins). */
const typeRules: Array<[RegExp, DtcgType]> = [
  [/^color\./, 'color'],
  [/^font\./, 'fontFamily'],
  [/^fontWeight\./, 'fontWeight'],
  // Letter spacing is in em (relative to the font size), which DTCG dimensions cannot express:
  // a number of ems, with the CSS in $extensions.
  [/^(lineHeight|zIndex|letterSpacing)\./, 'number'],
  [/^(fontSize|space|radius|size|breakpoint)\./, 'dimension'],
  [/^motion\.easing$/, 'cubicBezier'],
  [/^motion\./, 'duration'],
  [/^shadow\./, 'shadow'],
];

export type Token = {
  $type: DtcgType;
  $value: unknown;
  $description?: string;
  $extensions?: Record<string, unknown>;
};
export type TokenGroup = { $description?: string; [key: string]: unknown };

/** JSDoc text of every property of the contract object, by dotted path ("color.tone.primary.solid"). */
export function contractDescriptions(file: string): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.ObjectLiteralExpression>();
  let contract: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) consts.set(node.name.text, init);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'createThemeContract' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      contract = node.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!contract) throw new Error(`${file}: no createThemeContract({ … }) call found`);

  const docs = new Map<string, string>();
  const walk = (object: ts.ObjectLiteralExpression, prefix: string) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = property.name.getText(source).replace(/^['"]|['"]$/g, '');
      const path = prefix ? `${prefix}.${key}` : key;
      const comment = ts
        .getJSDocCommentsAndTags(property)
        .map((doc) => (ts.isJSDoc(doc) ? ts.getTextOfJSDocComment(doc.comment) : undefined))
        .filter(Boolean)
        .join(' ');
      if (comment) docs.set(path, comment.replace(/\s+/g, ' ').trim());
      const value = property.initializer;
      if (ts.isObjectLiteralExpression(value)) walk(value, path);
      else if (ts.isIdentifier(value) && consts.has(value.text)) walk(consts.get(value.text)!, path);
    }
  };
  walk(contract, '');
  return docs;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

function num(css: string): number {
  const n = Number(css);
  if (css.trim() === '' || Number.isNaN(n)) throw new Error(`Not a number: "${css}"`);
  return n;
}

/** The JSDoc above `export const <name>` in a file (a theme's description). */
export function exportDescription(file: string, name: string): string {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declared = statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (!declared) continue;
    const text = ts
      .getJSDocCommentsAndTags(statement)
      .map((doc) => (ts.isJSDoc(doc) ? ts.getTextOfJSDocComment(doc.comment) : undefined))
      .filter(Boolean)
      .join(' ');
    if (text) return text.replace(/\s+/g, ' ').trim();
  }
  throw new Error(`${file}: no JSDoc above "export const ${name}"`);
}

/** `#rrggbb` or `rgba(r, g, b, a)` → DTCG colour (sRGB components 0–1, plus `hex`). */
export function color(css: string): { colorSpace: 'srgb'; components: number[]; alpha?: number; hex: string } {
  const hex = /^#([0-9a-f]{6})$/i.exec(css.trim());
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(css.trim());
  let channels: number[];
  let alpha = 1;
  if (hex) channels = [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16));
  else if (rgba) {
    channels = [rgba[1], rgba[2], rgba[3]].map(Number);
    if (rgba[4] !== undefined) alpha = Number(rgba[4]);
  } else throw new Error(`Unsupported colour "${css}": use #rrggbb or rgba()`);
  const value = {
    colorSpace: 'srgb' as const,
    components: channels.map((c) => round(c / 255)),
    hex: `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`,
  };
  return alpha === 1 ? value : { ...value, alpha };
}

/** `1.5rem`, `12px`, `0`, `48em` → number and unit. */
function parseLength(css: string): { value: number; unit: string } {
  const m = /^(-?[\d.]+)(px|rem|em)?$/.exec(css.trim());
  if (!m) throw new Error(`Unsupported length "${css}"`);
  return { value: num(m[1]!), unit: m[2] ?? 'px' };
}

/** One theme value → `$value` (+ `$extensions` for what DTCG cannot express). */
function convert(type: DtcgType, css: string): Pick<Token, '$value' | '$extensions'> {
  switch (type) {
    case 'color':
      return { $value: color(css) };
    case 'fontFamily':
      return { $value: css.split(',').map((name) => name.trim().replace(/^"|"$/g, '')) };
    case 'fontWeight':
      return { $value: num(css) };
    case 'number': {
      const ems = /^(-?[\d.]+)em$/.exec(css);
      return ems ? { $value: num(ems[1]!), $extensions: { [EXTENSION]: { css } } } : { $value: num(css) };
    }
    case 'duration': {
      const m = /^(\d+)(ms|s)$/.exec(css);
      if (!m) throw new Error(`Unsupported duration "${css}"`);
      return { $value: { value: num(m[1]!), unit: m[2] } };
    }
    case 'cubicBezier': {
      const m = /^cubic-bezier\(([^)]+)\)$/.exec(css);
      if (!m) throw new Error(`Unsupported easing "${css}"`);
      return { $value: m[1]!.split(',').map(Number) };
    }
    case 'shadow':
      return {
        $value: css.split(/,(?![^(]*\))/).map((layer) => {
          const parts = layer.trim().split(/\s+(?![^(]*\))/);
          const colour = parts.pop()!;
          const [offsetX, offsetY, blur, spread = parseLength('0')] = parts.map(parseLength);
          return { color: color(colour), offsetX, offsetY, blur, spread };
        }),
      };
    case 'dimension': {
      const clamp = /^clamp\(\s*([^,]+),\s*([^,]+),\s*([^)]+)\)$/.exec(css);
      if (clamp) {
        // Fluid size: DTCG has no expression type. $value is the phone size; the range and the
        // CSS go in $extensions.
        const [min, preferred, max] = [clamp[1]!.trim(), clamp[2]!.trim(), clamp[3]!.trim()];
        return {
          $value: parseLength(min),
          $extensions: { [EXTENSION]: { css, fluid: { min: parseLength(min), preferred, max: parseLength(max) } } },
        };
      }
      const length = parseLength(css);
      if (length.unit === 'em') {
        // Breakpoints: in a media query 1em is the initial font size, as is 1rem; DTCG has no em.
        return { $value: { value: length.value, unit: 'rem' }, $extensions: { [EXTENSION]: { css } } };
      }
      return { $value: length };
    }
  }
}

function typeOf(path: string): DtcgType {
  const rule = typeRules.find(([pattern]) => pattern.test(path));
  if (!rule) throw new Error(`No DTCG type for token "${path}": add a rule in tokens/dtcg.ts`);
  return rule[1];
}

/** The DTCG document of one theme. */
export function toDtcg(values: ThemeValues, descriptions: Map<string, string>, theme: { name: string; description: string }) {
  const build = (node: Record<string, unknown>, prefix: string): TokenGroup => {
    const group: TokenGroup = {};
    const groupDoc = descriptions.get(prefix);
    if (groupDoc) group.$description = groupDoc;
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') {
        const type = typeOf(path);
        const token: Token = { $type: type, ...convert(type, value) };
        const doc = descriptions.get(path);
        if (doc) token.$description = doc;
        group[key] = orderToken(token);
      } else {
        group[key] = build(value as Record<string, unknown>, path);
      }
    }
    return group;
  };
  return {
    $description: theme.description,
    $extensions: { [EXTENSION]: { theme: theme.name, generatedFrom: `packages/ui/src/theme/${theme.name}Theme.values.ts` } },
    ...build(values as unknown as Record<string, unknown>, ''),
  };
}

const orderToken = ({ $type, $value, $description, $extensions }: Token): Token => ({
  $type,
  $value,
  ...($description ? { $description } : {}),
  ...($extensions ? { $extensions } : {}),
});
