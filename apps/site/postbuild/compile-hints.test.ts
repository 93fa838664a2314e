import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltPage, builtPages, initialAssets } from './built-pages';
import { compileHint, eagerlyCompiledChunks } from './compile-hints';
import { readPageModes } from './page-modes';

/** A chunk's name: its file name without the content hash (`framework-CaL0g8hi.js` → `framework`). */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

describe("V8's compile hint in the production build", () => {
  let pages: BuiltPage[];
  beforeAll(async () => {
    pages = await builtPages();
  });

  it('starts every chunk a page hydrates with that is one of the eagerly compiled, and no other', async () => {
    const scripts = new Set(pages.flatMap((page) => initialAssets(page.html, 'js')));
    const hinted: string[] = [];
    for (const file of scripts) {
      const code = await readFile(file, 'utf8');
      if (code.startsWith(`${compileHint}\n`)) hinted.push(chunkName(file));
      // Anywhere else in a file, the hint would do nothing: it counts only as the first line.
      expect(code.indexOf(compileHint, 1), file).toBe(-1);
    }
    expect(hinted.sort()).toEqual([...eagerlyCompiledChunks].sort());
  });

  it('is on a chunk every page that hydrates whole loads up front', () => {
    const modes = readPageModes();
    const whole = pages.filter((page) => modes[page.file] === 'whole');
    expect(whole.length).toBeGreaterThan(0);
    for (const page of whole) {
      const names = initialAssets(page.html, 'js').map(chunkName);
      for (const chunk of eagerlyCompiledChunks) expect(names, page.file).toContain(chunk);
    }
  });
});
