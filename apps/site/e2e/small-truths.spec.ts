// Projects: desktop only: a restored draft's bounds are logic of the form and the message.
import { MAX_MESSAGE_LENGTH, requestFieldMaxLengths } from '@repo/whatsapp';
import { expect, test } from '@playwright/test';
import { stubMap } from './map';
import { openCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';
import { DRAFT_KEY, stepHeading, textbox } from './wizard';

/* Issue 34 §4: what a visitor would never notice until it went wrong. */

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

test('a restored draft is cut to each field’s bound: a 100.000-character make and model never reaches WhatsApp whole', async ({ page }) => {
  await stubWindowOpen(page, 'opened');
  // A draft written by hand (or another version of the site), stored before the page loads, once.
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('draft-written')) return;
    sessionStorage.setItem('draft-written', '1');
    sessionStorage.setItem(
      key,
      JSON.stringify({
        product: 'financiamento',
        personType: 'fisica',
        cpf: '529.982.247-25',
        fullName: 'Maria da Silva',
        email: 'maria@exemplo.com',
        phone: '(66) 99876-5432',
        vehicleMakeModel: 'x'.repeat(100_000),
        vehiclePrice: '85.000,00',
        vehicleYear: '2020',
        downPayment: '20.000,00',
      }),
    );
  }, DRAFT_KEY);
  await page.goto('/financiamento?modalidade=financiamento&etapa=2');
  await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
  await expect(textbox(page, 'Marca e modelo')).toHaveValue('x'.repeat(requestFieldMaxLengths.vehicleMakeModel));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(page, 'Para concluir')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
  const [call] = await openCalls(page);
  const text = whatsappText(call!.url);
  expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  expect(text).toContain(`Marca e modelo: ${'x'.repeat(requestFieldMaxLengths.vehicleMakeModel)}\n`);
});
