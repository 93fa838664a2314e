import { broker } from '@repo/content';
import type { Page } from '@playwright/test';

/**
 * Answers the store map's frame (the broker's `mapEmbedUrl`, another origin) with a small local
 * page: the tests stay offline and deterministic, and the frame, once created, still has a titled
 * pt-BR document.
 */
export async function stubMap(page: Page) {
  await page.route(`${new URL(broker.mapEmbedUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Mapa</title></html>' }),
  );
}
