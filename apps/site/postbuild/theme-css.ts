import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { themeValues, type ThemeName, type ThemeValues } from '@repo/ui/theme-values';

function leaves(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);
}

/**
 * A theme's six-digit hex colours that a CSS minifier writes as they are (`#aabbcc` may become
 * `#abc`, so those are left out): the values that tell, in a built stylesheet, which theme it holds.
 */
function hexColours(values: ThemeValues): Set<string> {
  const colours = leaves(values).flatMap((value) => value.toLowerCase().match(/#[0-9a-f]{6}\b/g) ?? []);
  return new Set(colours.filter((colour) => !/^#(.)\1(.)\2(.)\3$/.test(colour)));
}

/**
 * Which theme colours a built stylesheet holds, read from the `@repo/ui` theme values: `missing`,
 * the active theme's colours it lacks; `foreign`, colours only another theme has (`<theme> <colour>`).
 */
export function themeColoursIn(css: string, active: string): { checked: number; missing: string[]; foreign: string[] } {
  if (!Object.hasOwn(themeValues, active)) throw new Error(`Cores do tema (postbuild/theme-css.ts): o @repo/ui não tem o tema "${active}"`);
  const text = css.toLowerCase();
  const own = hexColours(themeValues[active as ThemeName]);
  const foreign = Object.entries(themeValues)
    .filter(([name]) => name !== active)
    .flatMap(([name, values]) => [...hexColours(values)].filter((colour) => !own.has(colour)).map((colour) => `${name} ${colour}`))
    .filter((entry) => text.includes(entry.split(' ')[1] ?? ''));
  return { checked: own.size, missing: [...own].filter((colour) => !text.includes(colour)), foreign };
}

/** Every stylesheet a build emitted (`<client>/assets/*.css`), concatenated. */
export async function builtCss(clientDir: string): Promise<string> {
  const assets = path.join(clientDir, 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.css'));
  if (files.length === 0) throw new Error(`Nenhuma folha de estilo em ${assets}: gere a build do site antes`);
  return (await Promise.all(files.map((file) => readFile(path.join(assets, file), 'utf8')))).join('\n');
}
