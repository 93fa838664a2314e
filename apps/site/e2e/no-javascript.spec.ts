// Projects: desktop, and nginx for @every-server: what a page says and sends without scripts is the same HTML on any screen.
import { broker, fipeAction, noScriptNotice } from '@repo/content';
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
  for (const path of ['/', '/contato', '/financiamento', '/confira-sua-proposta']) {
    test(`${path} says its form needs JavaScript and offers WhatsApp and the phone`, async ({ page }) => {
      await page.goto(path);
      // Playwright's text and role engines do not look inside <noscript>: CSS does.
      const notice = page.locator('noscript > *').filter({ hasText: noScriptNotice.title });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(noScriptNotice.title);
      await expect(notice).toContainText(noScriptNotice.description);
      await expect(notice.locator('a[target="_blank"]')).toHaveAttribute('href', greetingLink({ origin: 'sem-javascript' }));
      await expect(notice.locator('a[target="_blank"]')).toContainText(noScriptNotice.whatsappLabel);
      await expect(notice.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${broker.phones.main.e164}`);
    });
  }

  test('the store map is there too', async ({ page }) => {
    await page.goto('/contato');
    // Without JavaScript, the frame the page holds in a <noscript> is in the page at once, lazy.
    const maps = page.locator('main iframe');
    await expect(maps.first()).toBeVisible();
    await expect(maps.first()).toHaveAttribute('src', broker.mapEmbedUrl);
  });

  /*
   * A static host cannot take a submission: nginx answers a POST with its English "405 Not
   * Allowed", and a GET would put what was typed in the address bar. A press submits nowhere: the
   * visitor stays on the page, with what they typed and the notice, and nothing is requested.
   */
  async function pressStaysOnPage(page: Page, button: string) {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    const url = page.url();
    // Playwright waits for a navigation that a click or a key press starts.
    await page.getByRole('button', { name: button }).click();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('load');
    expect(page.url()).toBe(url);
    expect(requests).toEqual([]);
    await expect(page.locator('noscript > *').filter({ hasText: noScriptNotice.title })).toBeVisible();
  }

  test('sending the contact form sends nothing anywhere and keeps what was typed', { tag: '@every-server' }, async ({ page }) => {
    await page.goto('/contato');
    await textbox(page, 'Nome').fill('Maria da Silva');
    await textbox(page, 'E-mail').fill('maria@exemplo.com');
    await textbox(page, 'Telefone').fill('66999991234');
    await textbox(page, 'Assunto').fill('Financiamento');
    await textbox(page, 'Mensagem').fill('Bom dia');
    await textbox(page, 'Mensagem').focus();
    await pressStaysOnPage(page, 'Enviar mensagem');
    await expect(textbox(page, 'Nome')).toHaveValue('Maria da Silva');
    await expect(textbox(page, 'Telefone')).toHaveValue('66999991234');
    await expect(textbox(page, 'Mensagem')).toHaveValue('Bom dia');
  });

  test('the landing simulator’s “Quero esta proposta” opens the wizard with the product and the figures typed', async ({ page }) => {
    await page.goto('/');
    const simulator = page.locator('#simulator');
    // The FIPE table needs JavaScript: its button is not offered.
    await expect(simulator.getByRole('button', { name: fipeAction.label })).toBeHidden();
    // The product's radios sit behind their labels.
    await simulator.locator('label').filter({ hasText: 'Refinanciar' }).click();
    await textbox(page, 'Saldo devedor atual').fill('30.000,00');
    await simulator.getByRole('combobox', { name: 'Número de parcelas' }).selectOption('24');
    await Promise.all([page.waitForURL(/\/financiamento\?/), simulator.getByRole('button', { name: 'Quero esta proposta' }).click()]);
    const params = new URL(page.url()).searchParams;
    expect(params.get('modalidade')).toBe('refinanciamento');
    expect(params.get('outstandingBalance')).toBe('30.000,00');
    expect(params.get('installments')).toBe('24');
  });

  test('the wizard’s Continuar sends nothing anywhere and keeps the CPF on the page', { tag: '@every-server' }, async ({ page }) => {
    await page.goto('/financiamento');
    await textbox(page, 'CPF').fill('52998224725');
    await textbox(page, 'Nome completo').fill('Maria da Silva');
    await textbox(page, 'Nome completo').focus();
    await pressStaysOnPage(page, 'Continuar');
    await expect(textbox(page, 'CPF')).toHaveValue('52998224725');
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
  });
});
