// Projects: the claims on desktop only (the same bytes on any screen); the warning where WhatsApp opens on
// desktop and mobile too: it must stand in view beside the buttons on a phone's width as well.
import {
  claimLabels,
  galleryCopy,
  handoffWarning,
  partnerInstitutions,
  whatsappCopy,
  wizardCopy,
  wizardPartnerBanks,
} from '@repo/content';
import { expect, test, type Page } from '@playwright/test';
import { notFoundPath, publicPaths } from '../postbuild/routes.ts';
import { waitForPage } from './hydration';
import { stubMap } from './map';

/*
 * Issue 48: nothing on the site contradicts itself or puts words in the visitor's mouth. Each
 * claim (clients, years, partners) is said in one form on every page, from the broker's data; the
 * partners claimed agree with the partners listed; no "tempo real" beside an analysis of hours;
 * copy about photos matches what is shown; the warning against payments in advance is on screen
 * where the WhatsApp hand-off happens, and never in a message.
 */

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

/**
 * The page's visible text, lower case, one space between words. A stat's figure is read before its
 * caption, as it is shown (/sobre's `dd` comes after its `dt` in the markup and is drawn above it).
 */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const term of document.querySelectorAll('dt')) {
      const value = term.nextElementSibling;
      if (value?.tagName === 'DD') term.before(value);
    }
    return document.body.innerText.replace(/\s+/g, ' ').toLowerCase();
  });
}

/** Each claim, how any of its forms is found in a text (figure, "mais de", "+", its noun). */
const claimForms = {
  clients: { said: claimLabels.satisfiedClients, pattern: /(?<![+\d.])(?:mais de )?\d[\d.]*\+? clientes?(?: (?:satisfeit|atendid)os?)?/g },
  years: { said: claimLabels.yearsInMarket, pattern: /(?<![+\d.])(?:mais de )?\d+\+? anos?\b/g },
  partners: {
    said: claimLabels.partnerBanks,
    pattern: /(?<![+\d.])(?:mais de )?\d+\+? (?:bancos?|parceir[oa]s?|instituiç(?:ão|ões))(?: (?:parceir[oa]s?|financeir[oa]s?))?/g,
  },
} as const;

test.describe('each claim has one source and one form on every page @desktop-only', () => {
  test('clients, years and partners: every page says each in the words of the broker\'s data, and no other', async ({ page }) => {
    const found: Record<keyof typeof claimForms, Map<string, Set<string>>> = { clients: new Map(), years: new Map(), partners: new Map() };
    for (const path of [...publicPaths, notFoundPath]) {
      await page.goto(path);
      await waitForPage(page, path);
      const text = await visibleText(page);
      for (const [claim, { pattern }] of Object.entries(claimForms) as [keyof typeof claimForms, (typeof claimForms)[keyof typeof claimForms]][]) {
        for (const [form] of text.matchAll(pattern)) found[claim].set(form, (found[claim].get(form) ?? new Set()).add(path));
      }
      // An analysis of hours is never "em tempo real".
      expect(text, path).not.toContain('tempo real');
    }
    for (const [claim, { said }] of Object.entries(claimForms) as [keyof typeof claimForms, (typeof claimForms)[keyof typeof claimForms]][]) {
      // One form, on every page that states the claim: the content's, from the broker's file.
      expect(Object.fromEntries([...found[claim]].map(([form, paths]) => [form, [...paths]])), claim).toEqual({
        [said.toLowerCase()]: expect.any(Array),
      });
    }
  });

  test('the partners claimed agree with the partners listed, and a list of some of them says so', async ({ page }) => {
    // "mais de N" only below the institutions the broker lists (the footer prints them all).
    const [, bound, figure] = claimLabels.partnerBanks.match(/^(mais de )?(\d+)/)!;
    expect(Number(figure) + (bound ? 1 : 0)).toBeLessThanOrEqual(partnerInstitutions.length);
    await page.goto('/');
    for (const institution of partnerInstitutions) await expect(page.getByRole('contentinfo')).toContainText(institution.name);
    await page.goto('/financiamento');
    const banks = page.getByRole('list', { name: wizardCopy.sidePanelBanksTitle });
    await expect(banks.getByRole('listitem')).toHaveCount(wizardPartnerBanks.length);
    if (wizardPartnerBanks.length < partnerInstitutions.length) expect(wizardCopy.sidePanelBanksTitle).toMatch(/^Alguns dos /);
    await expect(page.getByRole('heading', { name: wizardCopy.sidePanelBanksTitle })).toBeVisible();
  });

  test('/clientes says "foto" only of photos: above drawings, it says they are illustrations', async ({ page }) => {
    await page.goto('/clientes');
    const drawings = await page.getByText(galleryCopy.illustrationCaption, { exact: true }).count();
    const subtitle = page.getByText(galleryCopy.subtitle, { exact: true });
    await expect(subtitle).toBeVisible();
    if (drawings > 0) {
      await expect(subtitle).not.toContainText(/^Cada foto/);
      await expect(subtitle).toContainText(/ilustraç/i);
    }
  });
});

test.describe('the warning against payments in advance is on screen where WhatsApp opens, never in the message', () => {
  // The contact page (its channels and form) and the pages with a general WhatsApp button.
  for (const path of ['/contato', '/', '/home', '/sobre', '/servicos', '/como-funciona']) {
    test(`${path}: the warning stands beside the WhatsApp buttons; their messages greet as a credit broker's client`, async ({ page }) => {
      await page.goto(path);
      const warning = page.locator('main [data-aviso="pagamento-antecipado"]');
      await expect(warning).toHaveCount(1);
      await warning.scrollIntoViewIfNeeded();
      await expect(warning.getByText(handoffWarning.title, { exact: true })).toBeVisible();
      // Whole within the screen's width: nothing of it cut off or reached by scrolling sideways.
      const box = await warning.boundingBox();
      const width = page.viewportSize()!.width;
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      for (const line of handoffWarning.lines) await expect(warning).toContainText(line);
      await expect(warning.getByRole('link', { name: handoffWarning.checkLink })).toHaveAttribute('href', '/canais-oficiais');
      const messages = await page
        .locator('a[href^="https://wa.me/"]')
        .evaluateAll((links) => links.map((link) => decodeURIComponent((link as HTMLAnchorElement).href.split('?text=')[1] ?? '')));
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message).not.toMatch(/pagamento antecipado|veículos disponíveis/);
        // The plain buttons' greeting (a service's quote and /como-funciona's start have their own words).
        if (message.startsWith('Olá! Gostaria de saber mais')) expect(message.split('\n')[0]).toBe(whatsappCopy.greeting);
      }
      // The header's button on every page, at least.
      expect(messages.some((message) => message.startsWith(`${whatsappCopy.greeting}\n`))).toBe(true);
    });
  }
});
