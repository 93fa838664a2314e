/**
 * Debian's Chromium with flags that keep it quiet offline: this machine cannot download
 * Playwright's own browser build. Shared by Playwright, Vitest's browser mode and Lighthouse.
 */
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
