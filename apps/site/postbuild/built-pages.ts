import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteStylesheetAttribute } from '../app/page-start/build.ts';
import { editorDir } from '../editor/page';
import { errorPages } from './hosts';
import { attribute, elements, text } from './html';

/** The prerendered client build, as `pnpm build` leaves it. */
export const clientDir = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? 'build'}/client`, import.meta.url));

/** A prerendered page: its file (relative to the build) and HTML. */
export type BuiltPage = { file: string; html: string };

/** The server error pages made from 404.html without its scripts (write.ts): no prerendered page. */
const staticErrorPages = new Set<string>(Object.entries(errorPages).filter(([status]) => status !== '404').map(([, file]) => file));

/**
 * Every prerendered HTML page of the build (not the editor's, which is no page of the site, nor
 * the server error pages, the 404 page without its scripts: write.test.ts checks them).
 */
export async function builtPages(): Promise<BuiltPage[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && path.relative(clientDir, entry.parentPath) !== editorDir)
    .filter((entry) => !(entry.parentPath === clientDir && staticErrorPages.has(entry.name)))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .sort();
  return Promise.all(files.map(async (file) => ({ file, html: await readFile(path.join(clientDir, file), 'utf8') })));
}

/**
 * Absolute paths of the built files a page loads before it is interactive, by extension. Not the
 * whole stylesheet that the page's inline `<style>` names: the page loads it once its modules
 * have arrived (app/page-start/siteStylesheet.ts).
 */
export function initialAssets(html: string, extension: 'js' | 'css'): string[] {
  const pattern = new RegExp(`["'(](/assets/[^"')]+\\.${extension})["')]`, 'g');
  const page = html.replace(new RegExp(` ${siteStylesheetAttribute}="[^"]*"`, 'g'), '');
  const urls = new Set([...page.matchAll(pattern)].map((match) => match[1]!));
  return [...urls].map((url) => path.join(clientDir, url));
}

/** Whether a page holds a form (a page that hydrates whole without one loads none of the forms' code: budgets.ts). */
export const hasForm = (html: string): boolean => elements(html).some((element) => element.tagName === 'form');

/** The JavaScript a page carries inline: its `<script>` elements without a type (no JSON-LD, no held module script). */
export const inlineScripts = (html: string): string =>
  elements(html)
    .filter((element) => element.tagName === 'script' && attribute(element, 'type') === undefined && attribute(element, 'src') === undefined)
    .map(text)
    .join('\n');
