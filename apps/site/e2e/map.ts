import type { Page } from '@playwright/test';

/**
 * Answers the store map's frame (Google Maps, another origin) with a small local page: the tests
 * stay offline and deterministic, and the frame, once created, still has a titled pt-BR document.
 */
export async function stubMap(page: Page) {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Mapa</title></html>' }),
  );
}
