import { expect, type Page } from '@playwright/test';

/** A recorded `window.open` call. */
export type OpenCall = { url: string; target: string | undefined; features: string | undefined };

/**
 * Replaces `window.open` before any page script runs: records each call and answers like a
 * browser that opened the tab (a window object) or blocked it (null). Nothing navigates to wa.me.
 */
export async function stubWindowOpen(page: Page, outcome: 'opened' | 'blocked') {
  await page.addInitScript((blocked) => {
    const calls: OpenCall[] = [];
    (window as unknown as { openCalls: OpenCall[] }).openCalls = calls;
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url), target, features });
      return blocked ? null : ({ opener: window, closed: false } as unknown as Window);
    }) as typeof window.open;
  }, outcome === 'blocked');
}

/** The `window.open` calls so far. */
export function recordedCalls(page: Page): Promise<OpenCall[]> {
  return page.evaluate(() => (window as unknown as { openCalls: OpenCall[] }).openCalls);
}

/**
 * The `window.open` calls, once there is one: a press made while the page hydrates is performed
 * once it has (earlyPresses.ts), a moment after the test pressed.
 */
export async function openCalls(page: Page): Promise<OpenCall[]> {
  await expect.poll(async () => (await recordedCalls(page)).length, { message: 'the WhatsApp tab was asked for' }).toBeGreaterThan(0);
  return recordedCalls(page);
}

/** The text a wa.me link carries, decoded with decodeURIComponent (never URLSearchParams: `+` is not a space). */
export function whatsappText(url: string): string {
  return decodeURIComponent(url.split('?text=')[1] ?? '');
}

/**
 * The visitor goes to the WhatsApp tab and comes back: the page is hidden, then visible again (the
 * browser's own `visibilitychange`, as a switch of tabs or apps fires it).
 */
export async function leaveAndReturn(page: Page) {
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}
