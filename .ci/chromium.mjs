/**
 * The one browser every test tool launches — Vitest's browser mode (ui, site, Storybook),
 * Playwright and Lighthouse: Debian's Chromium, since this machine cannot download Playwright's
 * own build, with flags that keep it quiet offline. CHROME_PATH overrides the binary.
 */
/** @type {{ executablePath: string; args: string[] }} */
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
};
