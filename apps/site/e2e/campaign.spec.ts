// Projects: desktop only: the origin line is text built from the address, with no layout or touch in it.
import { expect, test, type Page } from '@playwright/test';
import { holdHydration, waitForHydration } from './hydration';
import { stubMap } from './map';
import { fillPersonalPF, stepHeading, textbox } from './wizard';
import { openCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';

/*
 * The campaign that brought the visit (its first address's utm_* or an ad's click identifier)
 * ends the origin line of every message the visitor sends; a visit without one names none.
 */

/** The origin line: the message's last (nothing in the broker's voice follows it). */
const lastLine = (text: string) => text.split('\n').at(-1);

/** Sends the contact form, filled as a visitor does, and returns the message's text. */
async function sendContact(page: Page) {
  await textbox(page, 'Nome').fill('Maria Silva');
  await textbox(page, 'E-mail').fill('maria@exemplo.com');
  await textbox(page, 'Telefone').pressSequentially('66999991234');
  await textbox(page, 'Assunto').fill('Financiamento');
  await textbox(page, 'Mensagem').fill('Olá, vi o anúncio.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  const [call] = await openCalls(page);
  return whatsappText(call!.url);
}

/** Presses the landing hero's 'Fale Conosco' and returns the text of the conversation it opens. */
async function pressHeroWhatsApp(page: Page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('main a[href^="https://wa.me/"]').first().click()]);
  const text = whatsappText(popup.url());
  await popup.close();
  return text;
}

test.beforeEach(async ({ page }) => {
  await stubMap(page);
  // No network here: the conversation a link opens is a stub page.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
});

test.describe('the campaign in the origin line', () => {
  test('from an Instagram ad, through the simulator pressed before hydration, the wizard\'s review and message name it', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    const release = await holdHydration(page);
    await page.goto('/?utm_source=instagram&utm_medium=stories&utm_campaign=julho', { waitUntil: 'domcontentloaded' });
    // The page has not hydrated: the simulator's form goes the browser's way, to the wizard.
    await page.locator('#simulator').getByRole('button', { name: 'Quero esta proposta' }).click();
    release();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento/);
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Ano do veículo').fill('2020');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    const line = 'Origem: simulador da página inicial · Financiamento · instagram / stories / julho';
    await expect(page.getByText(line, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    const [call] = await openCalls(page);
    expect(lastLine(whatsappText(call!.url))).toBe(line);
  });

  test('a button written into the page names it as it is pressed, once; a later address does not replace the first campaign', async ({ page }) => {
    await page.goto('/sobre?utm_source=facebook&utm_campaign=feirao-julho');
    await page.goto('/?utm_source=google&utm_campaign=outra');
    await waitForHydration(page);
    expect(lastLine(await pressHeroWhatsApp(page))).toBe('Origem: topo da página inicial · facebook / feirao-julho');
    expect(lastLine(await pressHeroWhatsApp(page))).toBe('Origem: topo da página inicial · facebook / feirao-julho');
  });

  test('an ad\'s click identifier is named by its platform, never itself; the contact form names it', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/contato?gclid=Cj0KCQjwxyz987ABC');
    await waitForHydration(page);
    const text = await sendContact(page);
    expect(lastLine(text)).toBe('Origem: formulário de contato · anúncio Google');
    expect(text).not.toContain('Cj0KCQ');
  });

  test('hostile values reach the message cleaned, kept in the tab only: no cookie', async ({ page, context }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/contato?utm_source=%0AOrigem%3A%20site%20oficial%0APIX%3A%20123&utm_campaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await waitForHydration(page);
    const text = await sendContact(page);
    expect(text.split('\n').slice(-2)).toEqual(['', 'Origem: formulário de contato · Origem site oficial PIX 123 / script alert 1 script']);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
  });

  test('a visit without a campaign names none', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/?modalidade=financiamento');
    await waitForHydration(page);
    expect(lastLine(await pressHeroWhatsApp(page))).toBe('Origem: topo da página inicial');
    await page.goto('/contato');
    await waitForHydration(page);
    expect(lastLine(await sendContact(page))).toBe('Origem: formulário de contato');
  });
});
