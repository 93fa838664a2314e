import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtPages, clientDir } from './built-pages';

const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

type VnuMessage = { type: string; url: string; message: string; extract?: string };

describe('HTML validity', () => {
  it('the W3C Nu checker reports no error on any prerendered page', async () => {
    const files = (await builtPages()).map((page) => path.join(clientDir, page.file));
    // vnu exits non-zero when it finds errors; its JSON report is what we assert on.
    const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    // The site's CSS is inline, so vnu checks it too; its CSS checker cannot type a value built
    // from custom properties (`min(var(--a), var(--b) - var(--c))`), which browsers resolve at run
    // time, and reports it as invalid. Nor does it know the HTML standard's `<link rel="expect"
    // blocking="render">` (2023; Chromium 124, WebKit), which root.tsx writes: it allows `blocking`
    // on stylesheets only. Only those reports are left out.
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter(
      (m) =>
        !(m.message.startsWith('CSS:') && m.message.includes('var(')) &&
        !(m.message.includes('“blocking” attribute must have a “rel” attribute') && m.extract?.includes('<link rel="expect"')),
    );
    const errors = messages.map((m) => `${path.relative(clientDir, new URL(m.url).pathname)}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
  });
});
