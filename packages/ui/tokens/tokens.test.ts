import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { themeValues } from '../src/theme/values';
import { contrast, contrastPairs } from './contrast';
import { contractDescriptions, exportDescription, toDtcg, type Token } from './dtcg';

const dir = path.dirname(fileURLToPath(import.meta.url));
const themeDir = path.join(dir, '..', 'src', 'theme');
const descriptions = contractDescriptions(path.join(themeDir, 'contract.css.ts'));

/** The DTCG document of a theme, as the committed `tokens/<theme>.tokens.json` must read. */
const documentOf = (name: keyof typeof themeValues) =>
  toDtcg(themeValues[name], descriptions, {
    name,
    description: exportDescription(path.join(themeDir, `${name}Theme.values.ts`), `${name}Values`),
  });

/** Every token of a document with its dotted path. */
function tokens(group: Record<string, unknown>, prefix = ''): Array<[string, Token]> {
  return Object.entries(group).flatMap(([key, value]) => {
    if (key.startsWith('$') || typeof value !== 'object' || value === null) return [];
    const p = prefix ? `${prefix}.${key}` : key;
    return '$value' in value ? [[p, value as Token]] : tokens(value as Record<string, unknown>, p);
  });
}

describe.each(Object.keys(themeValues) as Array<keyof typeof themeValues>)('%s theme as DTCG tokens', (name) => {
  test(`tokens/${name}.tokens.json is up to date with the theme's values (update: pnpm --filter @repo/ui tokens)`, async () => {
    await expect(`${JSON.stringify(documentOf(name), null, 2)}\n`).toMatchFileSnapshot(`./${name}.tokens.json`);
  });

  test('every token has a DTCG type, a value and a description from the contract', () => {
    const all = tokens(documentOf(name));
    expect(all.length).toBeGreaterThan(90);
    for (const [p, token] of all) {
      expect(token.$type, p).toMatch(/^(color|dimension|fontFamily|fontWeight|number|duration|cubicBezier|shadow)$/);
      expect(token.$value, p).toBeDefined();
      expect(token.$description, `${p} needs a JSDoc comment in contract.css.ts`).toBeTruthy();
    }
  });

  test('fluid sizes keep their clamp() range in $extensions; colours keep the hex', () => {
    const doc = documentOf(name) as unknown as { fontSize: { '4xl': Token }; color: { text: { default: Token } } };
    expect(doc.fontSize['4xl']).toEqual({
      $type: 'dimension',
      $value: { value: 2, unit: 'rem' },
      $description: expect.any(String),
      $extensions: {
        'dev.broker-ui': {
          css: 'clamp(2rem, 1.5rem + 2.25vw, 3rem)',
          fluid: { min: { value: 2, unit: 'rem' }, preferred: '1.5rem + 2.25vw', max: { value: 3, unit: 'rem' } },
        },
      },
    });
    expect((doc.color.text.default.$value as { hex: string }).hex).toBe(themeValues[name].color.text.default);
  });

  test('every text and UI colour pair the contract promises meets its WCAG contrast minimum', () => {
    const pairs = contrastPairs((documentOf(name) as unknown as { color: Record<string, unknown> }).color);
    expect(pairs.length).toBeGreaterThan(40);
    const failing = pairs
      .map(({ role, on, fg, bg, min }) => ({ pair: `${role} on ${on}`, ratio: Math.round(contrast(fg, bg) * 100) / 100, min }))
      .filter(({ ratio, min }) => ratio < min);
    expect(failing).toEqual([]);
  });
});
