import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { themeValues } from '../src/theme/values';

/**
 * The Storybook screenshot baselines (`src/<Component>/__baselines__/<Story>-<theme>.png`, compared
 * by `pnpm test:storybook`) match the stories one to one: every story has a committed picture in
 * every theme, and no picture is left from a story that was renamed or removed.
 */
const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const themes = Object.keys(themeValues);

const components = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const dir = path.join(src, entry.name);
    const storyFiles = readdirSync(dir).filter((file) => /\.stories\.tsx?$/.test(file));
    return storyFiles.length ? [{ name: entry.name, dir, storyFiles }] : [];
  });

test('there are stories to check', () => {
  expect(components.length).toBeGreaterThan(20);
});

test.each(components)('$name: one baseline per story and theme, and no other', ({ dir, storyFiles }) => {
  const stories = storyFiles.flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^export const (\w+)\b/gm)].map((m) => m[1]!),
  );
  const expected = stories.flatMap((story) => themes.map((theme) => `${story}-${theme}.png`)).sort();
  let committed: string[] = [];
  try {
    committed = readdirSync(path.join(dir, '__baselines__')).sort();
  } catch {
    // no folder: every expected baseline is missing
  }
  expect(committed, 'run `npx -y pnpm@12.21.0 test:storybook:update`, review and commit the PNGs; delete the ones of removed stories').toEqual(expected);
});
