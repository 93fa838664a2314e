// Projects: desktop and mobile: the dialog's layout and its phone numbers, which must not wrap on a phone; the page behind it (links and headings, the same bytes on any screen) on desktop only.
import { broker, fraudWarning, homePage } from '@repo/content';
import { expect, test } from '@playwright/test';
import { openHome, openWarning, runUntil, warning } from './fraudWarning';

/*
 * /home's fraud warning is the browser's own modal <dialog>, opened by an inline script
 * `fraudWarning.delayMs` after the navigation started (the page's performance.now()), with or
 * without the page's modules: /home ships none. The page clock is paused while the page loads, so
 * the test, not the machine, says when 3 s have passed.
 */

test.describe('/home › fraud warning', () => {
  // One opening, read whole: what it says, its phones and its names.
  test('is closed until 3 s after the navigation started and open at 3 s: the official number, the no-advance-fee warning, its phones as tel: links that never break inside the number, its buttons and link in Portuguese (axe: a11y.spec.ts)', async ({ page }) => {
    const dialog = await openHome(page);
    await runUntil(page, fraudWarning.delayMs - 100);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(99);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    // Modal: the browser's top layer, the page behind it inert.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog).toContainText(broker.whatsapp.display);
    await expect(dialog).toContainText(broker.phones.main.display);
    await expect(dialog).toContainText('pagamento antecipado');

    // The official WhatsApp and the line for reports (one number in the demo broker, said twice).
    const phones = [broker.whatsapp, broker.phones.main];
    const links = dialog.getByRole('link', { name: /^\(\d{2}\) / });
    await expect(links).toHaveCount(phones.length);
    for (const [index, phone] of phones.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveText(phone.display);
      await expect(link).toHaveAttribute('href', `tel:${phone.e164}`);
      // One line box: the number is never split across two lines, however narrow the dialog.
      expect(await link.evaluate((element) => element.getClientRects().length)).toBe(1);
      await expect(link).toHaveCSS('white-space', 'nowrap');
    }

    // Its buttons and link say what they do, written out, not read from the copy: no browser or
    // library default ("Close") stands in.
    const names = await dialog.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent));
    expect(names).toEqual(['Entendi', 'Fechar']);
    await expect(dialog.getByRole('link', { name: 'Confira os nossos canais oficiais' })).toHaveAttribute('href', '/canais-oficiais');
  });

  test('focus goes to "Entendi" as it opens and never reaches the page behind it', async ({ page }) => {
    const dialog = await openWarning(page);
    const confirm = dialog.getByRole('button', { name: fraudWarning.confirmLabel });
    await expect(confirm).toBeFocused();
    // Tab goes through the dialog's links and buttons, and past the last one to the browser's own
    // controls (the document's body here), as a modal <dialog> does: never to the inert page.
    const reached = new Set<string>();
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        return element.contains(active) ? (active.textContent ?? '') : `outside: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(where).not.toMatch(/^outside/);
      reached.add(where);
    }
    expect(reached).toContain(fraudWarning.confirmLabel);
    expect(reached).toContain(fraudWarning.checkLink);
  });

  test('the close button, named in Portuguese, closes it', async ({ page }) => {
    const dialog = await openWarning(page);
    await dialog.getByRole('button', { name: fraudWarning.closeLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('Esc closes it, focus goes back to where the visitor was, and it stays closed after a reload', async ({ page }) => {
    const dialog = await openHome(page);
    const aboutLink = page.getByRole('main').getByRole('link', { name: homePage.hero.aboutLabel });
    await aboutLink.focus();
    await runUntil(page, fraudWarning.delayMs);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: fraudWarning.confirmLabel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(aboutLink).toBeFocused();
    // Closed by Esc, it stays closed after a reload too.
    await page.reload();
    await page.waitForLoadState('load');
    await page.clock.runFor(fraudWarning.delayMs * 2);
    await expect(dialog).toBeHidden();
  });

  test('a press outside it closes it', async ({ page }) => {
    const dialog = await openWarning(page);
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();
  });

  test('the page behind it has its hero, four highlights, three services and the calls to action', { tag: '@desktop-only' }, async ({ page }) => {
    await openHome(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: homePage.hero.servicesLabel })).toHaveAttribute('href', '/servicos');
    await expect(main.getByRole('link', { name: homePage.hero.aboutLabel })).toHaveAttribute('href', '/sobre');
    for (const highlight of homePage.highlights) await expect(main.getByRole('heading', { name: highlight.title })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(`^${homePage.servicesSection.linkLabel}`) })).toHaveCount(3);
    await expect(main.getByRole('link', { name: homePage.callToAction.contactLabel })).toHaveAttribute('href', '/contato');
    await expect(main.getByRole('link', { name: new RegExp(`^${homePage.callToAction.whatsappLabel}`) })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('"Entendi" closes it and focus goes to the page heading; it opens once per visit: neither a reload nor Back and Forward bring it back, no cookie is set, and a new visit (a new tab) shows it again', async ({ page, context }) => {
    const dialog = await openWarning(page);
    await dialog.getByRole('button', { name: fraudWarning.confirmLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: homePage.hero.title })).toBeFocused();
    await page.reload();
    await page.waitForLoadState('load');
    await page.clock.runFor(fraudWarning.delayMs * 2);
    await expect(dialog).toBeHidden();
    await page.getByRole('main').getByRole('link', { name: homePage.hero.aboutLabel }).click();
    await expect(page).toHaveURL(/\/sobre$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await page.clock.runFor(fraudWarning.delayMs * 2);
    await expect(dialog).toBeHidden();
    expect(await context.cookies()).toEqual([]);

    const second = await context.newPage();
    await second.goto('/home');
    await second.waitForLoadState('load');
    await second.clock.runFor(fraudWarning.delayMs);
    await expect(warning(second)).toBeVisible();
  });

  test('it opens on time with the page still loading: a picture that never arrives does not hold it', async ({ page }) => {
    const dialog = await openHome(page, { until: 'domcontentloaded', slowPicture: true });
    await runUntil(page, fraudWarning.delayMs - 1);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.readyState), 'the picture was not held: the page had loaded').not.toBe('complete');
  });
});
