/**
 * The one browser every test tool launches — Vitest's browser mode (ui, site, Storybook),
 * Playwright and Lighthouse: Debian's Chromium, since this machine cannot download Playwright's
 * own build, with flags that keep it quiet offline. CHROME_PATH overrides the binary.
 *
 * Its fonts are the project's, not the machine's: FONTCONFIG_FILE points Chromium's fontconfig at
 * `fonts/fonts.conf`, which sees only DejaVu from the `dejavu-fonts-ttf` package. A machine with
 * more fonts (URW's base 35 take "Palatino", Liberation takes "Arial") renders the same pixels, so
 * the screenshot baselines and the layout tests mean the same everywhere (decision 0026).
 */
import { fileURLToPath } from 'node:url';

export const fontconfigFile = fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url));

/** @type {{ executablePath: string; args: string[]; env: Record<string, string | undefined> }} */
export const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
