/**
 * The one browser every test tool launches — Vitest's browser mode (ui, site, Storybook) and
 * Playwright: the headless shell of Debian's Chromium (`chromium-headless-shell`: the same build's
 * Blink, V8 and Skia without the browser's window and profile machinery), since this machine cannot
 * download Playwright's own. It ran the e2e specs in 0.63× of the time the whole browser took in its
 * headless mode, with the same Storybook pixels (decision 0033). CHROME_PATH overrides it.
 *
 * The benchmark's Lighthouse and the phone profile measure pages as visitors get them: in the whole
 * browser, `browserPath`.
 *
 * Its fonts are the project's, not the machine's: FONTCONFIG_FILE points Chromium's fontconfig at
 * `fonts/fonts.conf`, which sees only DejaVu from the `dejavu-fonts-ttf` package. A machine with
 * more fonts (URW's base 35 take "Palatino", Liberation takes "Arial") renders the same pixels, so
 * the screenshot baselines and the layout tests mean the same everywhere (decision 0026).
 */
import { fileURLToPath } from 'node:url';

export const fontconfigFile = fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url));

/** Debian's Chromium, the whole browser (`apt-get install chromium`). */
export const browserPath = process.env.BROWSER_PATH ?? '/usr/bin/chromium';

/** @type {{ executablePath: string; args: string[]; env: Record<string, string | undefined> }} */
export const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
};
