// Projects: desktop and mobile: the dialog's layout and its phone numbers, which must not wrap on a phone.
import { broker, fraudWarning, homePage } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { stubMap } from './map';

/** Opens /home with the page clock paused, so the 3 s delay is counted by the test. */
async function openHome(page: Page) {
  await stubMap(page);
  await page.clock.install({ time: new Date('2025-03-10T10:00:00-03:00') });
  await page.clock.pauseAt(new Date('2025-03-10T10:00:01-03:00'));
  await page.goto('/home');
  await waitForHydration(page, { clock: true });
  return page.getByRole('dialog', { name: fraudWarning.title });
}

/** Opens /home, lets the warning appear and closes it with 'Entendi', as a visitor would. */
async function dismissWithEntendi(page: Page) {
  const dialog = await openHome(page);
  await page.clock.runFor(fraudWarning.delayMs);
  await expect(dialog).toBeVisible();
  // Let time flow again: the dialog hands focus back on a zero-delay timer.
  await page.clock.resume();
  await dialog.getByRole('button', { name: fraudWarning.confirmLabel }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

test.describe('/home › fraud warning', () => {
  test('is closed at 2 s and open by 4 s, with the official number and the no-advance-fee warning', async ({ page }) => {
    const dialog = await openHome(page);
    await page.clock.runFor(2_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(2_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(broker.whatsapp.display);
    await expect(dialog).toContainText(broker.phones.main.display);
    await expect(dialog).toContainText('pagamento antecipado');
  });

  test("'Entendi' closes it and focus goes to the page heading", async ({ page }) => {
    await dismissWithEntendi(page);
    await expect(page.getByRole('heading', { level: 1, name: homePage.hero.title })).toBeFocused();
  });

  test('the labelled close button closes it', async ({ page }) => {
    const dialog = await openHome(page);
    await page.clock.runFor(fraudWarning.delayMs);
    await expect(dialog).toBeVisible();
    await page.clock.resume();
    await dialog.getByRole('button', { name: fraudWarning.closeLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('Esc closes it, and focus goes back to where the visitor was', async ({ page }) => {
    const dialog = await openHome(page);
    const aboutLink = page.getByRole('main').getByRole('link', { name: homePage.hero.aboutLabel });
    await aboutLink.focus();
    await page.clock.runFor(fraudWarning.delayMs);
    await expect(dialog).toBeVisible();
    // Focus is trapped inside while it is open.
    await expect(dialog.getByRole('button', { name: fraudWarning.confirmLabel })).toBeFocused();
    await page.clock.resume();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(aboutLink).toBeFocused();
  });

  test('the page behind it has its hero, four highlights, three services and the calls to action', async ({ page }) => {
    await openHome(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: homePage.hero.servicesLabel })).toHaveAttribute('href', '/servicos');
    await expect(main.getByRole('link', { name: homePage.hero.aboutLabel })).toHaveAttribute('href', '/sobre');
    for (const highlight of homePage.highlights) await expect(main.getByRole('heading', { name: highlight.title })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(`^${homePage.servicesSection.linkLabel}`) })).toHaveCount(3);
    await expect(main.getByRole('link', { name: homePage.callToAction.contactLabel })).toHaveAttribute('href', '/contato');
    await expect(main.getByRole('link', { name: new RegExp(`^${homePage.callToAction.whatsappLabel}`) })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('its phones are tel: links that never break inside the number', async ({ page }) => {
    const dialog = await openHome(page);
    await page.clock.runFor(fraudWarning.delayMs);
    await expect(dialog).toBeVisible();
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
  });

  test('opens once per visit: after "Entendi", neither a reload nor Back and Forward bring it back; no cookie is set', async ({ page }) => {
    const dialog = await dismissWithEntendi(page);
    await page.reload();
    await waitForHydration(page, { clock: true });
    await page.clock.runFor(fraudWarning.delayMs * 2);
    await expect(dialog).toBeHidden();
    await page.getByRole('main').getByRole('link', { name: homePage.hero.aboutLabel }).click();
    await expect(page).toHaveURL(/\/sobre$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await page.clock.runFor(fraudWarning.delayMs * 2);
    await expect(dialog).toBeHidden();
    expect(await page.context().cookies()).toEqual([]);
  });

  test('a new visit (a new tab) shows it again', async ({ page, context }) => {
    const dialog = await openHome(page);
    await page.clock.runFor(fraudWarning.delayMs);
    await page.clock.resume();
    await dialog.getByRole('button', { name: fraudWarning.confirmLabel }).click();
    const second = await context.newPage();
    const again = await openHome(second);
    await second.clock.runFor(fraudWarning.delayMs);
    await expect(again).toBeVisible();
  });
});
