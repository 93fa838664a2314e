import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtCss, themeColoursIn } from '../deploy/theme-css';
import { buildDir, demo, identityStrings, original } from './profile';

/** Files whose bytes are not text (images): checked by name only. */
const binary = /\.(png|jpe?g|webp|avif|gif|ico|woff2?)$/i;

async function builtFiles(): Promise<string[]> {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('demo build: nothing of the default broker', () => {
  test('no name, phone, e-mail, CNPJ, address or link of the default profile in any built file', async () => {
    const forbidden = identityStrings(original.identity);
    // A value both profiles share would make the check meaningless for it.
    const demoStrings = new Set(identityStrings(demo.identity));
    expect(forbidden.filter((value) => demoStrings.has(value))).toEqual([]);

    const files = await builtFiles();
    expect(files.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    let demoNameSeen = 0;
    for (const file of files) {
      const name = path.relative(buildDir, file);
      const text = binary.test(file) ? name : `${name}\n${await readFile(file, 'utf8')}`;
      for (const value of forbidden) if (text.includes(value)) leaks.push(`${name}: ${value}`);
      if (text.includes(demo.identity.name)) demoNameSeen += 1;
    }
    expect(leaks).toEqual([]);
    // The check reads the right build: the demo's name is there.
    expect(demoNameSeen).toBeGreaterThan(5);
  });

  test(`the stylesheet holds the demo's theme (${demo.theme}) and no colour of the default theme`, async () => {
    const { checked, missing, foreign } = themeColoursIn(await builtCss(path.join(buildDir, 'client')), demo.theme);
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
