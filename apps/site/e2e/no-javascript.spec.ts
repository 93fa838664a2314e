import { broker, noScriptNotice } from '@repo/content';
import { greetingLink } from '@repo/whatsapp';
import { expect, type Page, test } from '@playwright/test';
import { stubMap } from './map';

/*
 * With JavaScript off, the forms cannot hand anything to WhatsApp. The visitor is told so, and
 * offered WhatsApp and the phone; a submission never puts what was typed in the address bar.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('without JavaScript', () => {
  for (const path of ['/', '/contato', '/financiamento']) {
    test(`${path} says its form needs JavaScript and offers WhatsApp and the phone`, async ({ page }) => {
      await page.goto(path);
      // Playwright's text and role engines do not look inside <noscript>: CSS does.
      const notice = page.locator('noscript > *').filter({ hasText: noScriptNotice.title });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(noScriptNotice.title);
      await expect(notice).toContainText(noScriptNotice.description);
      await expect(notice.locator('a[target="_blank"]')).toHaveAttribute('href', greetingLink());
      await expect(notice.locator('a[target="_blank"]')).toContainText(noScriptNotice.whatsappLabel);
      await expect(notice.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${broker.phones.main.e164}`);
    });
  }

  test('the store map is there too (with JavaScript it waits for the page to hydrate)', async ({ page }) => {
    await page.goto('/contato');
    const maps = page.locator('noscript > iframe');
    await expect(maps.first()).toBeVisible();
    await expect(maps.first()).toHaveAttribute('src', broker.mapEmbedUrl);
  });

  test('sending the contact form keeps what was typed out of the address bar', async ({ page }) => {
    await page.goto('/contato');
    await textbox(page, 'Nome').fill('Maria da Silva');
    await textbox(page, 'E-mail').fill('maria@exemplo.com');
    await textbox(page, 'Telefone').fill('66999991234');
    await textbox(page, 'Assunto').fill('Financiamento');
    await textbox(page, 'Mensagem').fill('Bom dia');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Enviar mensagem' }).click()]);
    expect(new URL(page.url()).search).toBe('');
  });

  test('the wizard’s Continuar keeps the CPF out of the address bar', async ({ page }) => {
    await page.goto('/financiamento');
    await textbox(page, 'CPF').fill('52998224725');
    await textbox(page, 'Nome completo').fill('Maria da Silva');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Continuar' }).click()]);
    expect(new URL(page.url()).search).toBe('');
  });
});
