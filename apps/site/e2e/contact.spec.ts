// Projects: desktop and mobile: a form typed on both screens, its notices and toasts placed per layout; the blocked pop-up's link followed (the same code on any screen) on desktop only. What each field is and says, what the message carries and the counter are app/flows/contact/ContactForm.test.tsx's.
import { broker, textCutLabel, toasts, whatsappBlockedFallback } from '@repo/content';
import { contactMessageBudget } from '@repo/whatsapp';
import { expect, test, type Page } from '@playwright/test';
import { leaveAndReturn, openCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';
import { stubMap } from './map';
import { axeViolations } from './axe';
import { waitForHydration } from './hydration';

const waPrefix = `https://wa.me/${broker.whatsapp.international}?text=`;

async function fillContact(page: Page, values: { name: string; email: string; phone: string; subject: string; message: string }) {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(values.name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(values.email);
  await page.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially(values.phone);
  await page.getByRole('textbox', { name: 'Assunto', exact: true }).fill(values.subject);
  await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill(values.message);
}

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

test.describe('contact form', () => {

  test('sending opens WhatsApp with every field, shows the toast and keeps the values until "Limpar"', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/contato');
    await fillContact(page, {
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      phone: '66999991234',
      subject: 'Financiamento de moto',
      message: 'Bom dia!',
    });
    await expect(page.getByRole('textbox', { name: 'Telefone', exact: true })).toHaveValue('(66) 99999-1234');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();

    const calls = await openCalls(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.target).toBe('_blank');
    expect(calls[0]!.url.startsWith(waPrefix)).toBe(true);
    expect(calls[0]!.url).not.toContain('+'); // spaces are %20, never +
    const lines = whatsappText(calls[0]!.url).split('\n');
    expect(lines[0]).toBe('Nova mensagem do site institucional');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('Nome: Maria da Silva');
    expect(lines[3]).toBe('E-mail: maria@exemplo.com');
    expect(lines[4]).toBe('Telefone: (66) 99999-1234');
    expect(lines[5]).toBe('Assunto: Financiamento de moto');
    expect(lines[6]).toBe('Mensagem: Bom dia!');
    expect(lines[7]).toBe('');
    expect(lines[8]).toBe('Origem: formulário de contato');
    expect(lines).toHaveLength(9);

    // Radix renders a visually hidden copy for screen readers elsewhere: scope to the region.
    const region = page.getByRole('region', { name: /Notificações/ });
    // SPEC's toast waits for the visitor to come back from WhatsApp.
    await expect(region.getByText(toasts.contactSent.title)).toHaveCount(0);
    await leaveAndReturn(page);
    await expect(region.getByText(toasts.contactSent.title)).toBeVisible();
    await expect(region.getByText(toasts.contactSent.description)).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Maria da Silva');
    await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue('Bom dia!');
    await page.getByRole('button', { name: 'Limpar' }).click();
    for (const label of ['Nome', 'E-mail', 'Telefone', 'Assunto', 'Mensagem']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
    }
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
  });

  test('a blocked pop-up shows a focused notice with a working link to the same message @desktop-only', async ({ page }) => {
    test.slow(); // axe run and a real pop-up
    await stubWindowOpen(page, 'blocked');
    await page.goto('/contato');
    await fillContact(page, {
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      phone: '66999990001',
      subject: 'Dúvida',
      message: 'Olá',
    });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const [call] = await openCalls(page);
    const notice = page.getByRole('alert').filter({ hasText: whatsappBlockedFallback.description });
    await expect(notice).toBeFocused();
    const link = notice.getByRole('link', { name: whatsappBlockedFallback.linkLabel });
    await expect(link).toHaveAttribute('href', call!.url);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(whatsappText((await link.getAttribute('href'))!)).toContain('Mensagem: Olá');
    // The values stay for a retry.
    await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue('Olá');
    // The rest of /contato (channels, stores, map) is covered by the page's own tests.
    expect(await axeViolations(page, 'form')).toEqual([]);

    // The link itself opens the conversation (served by a stub: there is no network here).
    await page.context().route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(call!.url);
  });

});

test.describe('contact form › nothing cut silently', () => {
  /** The words at the field (a polite live region repeats them for screen readers). */
  const cutNotice = (page: Page, max: number) => page.locator('p', { hasText: textCutLabel(max) });
  /** Some 3,000 characters of sentences, as someone pastes a long story. */
  const story = Array.from({ length: 100 }, (_, index) => `Esta é a frase ${index + 1} do meu pedido.`).join(' ').slice(0, 3000);

  // Filled at once (`fill`): app/flows/contact/ContactForm.test.tsx. Pasted from the clipboard here, on both sizes.
  test('3,000 characters pasted into the message: the field says it cut them at its bound, keeps what fits, and the broker receives that', async ({ page, context }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/contato');
    await waitForHydration(page);
    const values = { name: 'Maria da Silva', email: 'maria@exemplo.com', phone: '(66) 99876-5432', subject: 'Financiamento de moto' };
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(values.name);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(values.email);
    await page.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('+55 66 99876-5432');
    await page.getByRole('textbox', { name: 'Assunto', exact: true }).fill(values.subject);
    const budget = contactMessageBudget(values);
    expect(story.length).toBeGreaterThan(budget);
    const message = page.getByRole('textbox', { name: 'Mensagem', exact: true });
    await expect(cutNotice(page, budget)).toHaveCount(0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), story);
    await message.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(message).toHaveValue(story.slice(0, budget));
    await expect(cutNotice(page, budget)).toBeVisible();
    await expect(message).toHaveAccessibleDescription(new RegExp(textCutLabel(budget).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const [call] = await openCalls(page);
    // What the field kept, as every answer is sent: without the spaces it ends with.
    expect(whatsappText(call!.url)).toContain(`Mensagem: ${story.slice(0, budget).trimEnd()}\n`);
    // Shorter than the bound again, the field stops saying it.
    await message.press('End');
    await message.press('Backspace');
    await expect(cutNotice(page, budget)).toHaveCount(0);
  });
});
