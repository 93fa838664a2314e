import {
  formatBRL,
  institutionRanking,
  offerCheckCopy,
  offerFieldCopy,
  offerFieldMessages,
  offerFormCopy,
  offerPageCopy,
  toasts,
  whatsappBlockedFallback,
  wizardCopy,
} from '@repo/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { formPropertyTimeout } from '../../../../../.ci/timeouts.mjs';
import { axeViolations, button, combobox, literally, pressSequentially, renderAt, stubWindowOpen, textbox, whatsappText } from '../flowTesting';
import { amountBetween, enter, entry } from '../typedAsBrazilians';
import { OfferCheck } from './OfferCheck';

/*
 * The offer check's rules, messages and branches, rendered as /confira-sua-proposta renders it, in
 * real Chromium: what is said at each field, what a check stopped opens (nothing), the figures that
 * make no loan, a figure changed after the check, costs paid at signing, products bundled, the
 * blocked tab and 'Limpar'. The journeys through the built page on both sizes (a clean proposal, one
 * with TAC and imposed insurance read back whole in WhatsApp, before hydration, what leaves the
 * browser, the links to the page) are the e2e suite's (e2e/offer-check.spec.ts).
 */

const openOfferCheck = () => renderAt('', <OfferCheck />);

const field = (name: keyof typeof offerFieldCopy) => textbox(offerFieldCopy[name].label);
const form = () => document.querySelector('form')!;
const check = () => button(offerFormCopy.submitLabel).click();
const results = () => page.getByRole('region', { name: offerCheckCopy.resultTitle });
const betterOffer = () => button(offerPageCopy.betterOffer.label);
/** A figure of the results: the value beside its label. */
const fact = (label: string) => [...document.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling?.textContent;

/** BRAZIL.md's worked example: R$ 40.000,00 released, 48x R$ 1.343,70, nothing else. */
async function typeCleanOffer() {
  await page.getByRole('radio', { name: offerFieldCopy.amountKind.options.liberado }).click();
  await pressSequentially(field('amount'), '40.000');
  await field('installment').fill('R$ 1.343,70');
  await pressSequentially(field('installments'), '48');
}

/** The field is marked invalid with `message` in its description. */
async function expectSaid(control: Locator, message: string) {
  await expect.element(control).toHaveAttribute('aria-invalid', 'true');
  await expect.element(control).toHaveAccessibleDescription(literally(message));
}

describe('offer check › what each field is', () => {
  it('the figures the check cannot do without are required, each with the keyboard its figures need, the amounts in reais; the Banco Central\'s list by name; no axe violation', async () => {
    await openOfferCheck();
    for (const name of ['amount', 'installment', 'installments'] as const) await expect.element(field(name)).toHaveAttribute('required', '');
    await expect.element(field('statedRate')).not.toHaveAttribute('required');
    await expect.element(field('installments')).toHaveAttribute('inputmode', 'numeric');
    await expect.element(field('statedRate')).toHaveAttribute('inputmode', 'decimal');
    await expect.element(field('statedCet')).toHaveAttribute('inputmode', 'decimal');
    await expect.element(field('firstDueDate')).toHaveAttribute('inputmode', 'numeric');
    // The currency's `R$` stands before each amount, said with it to a screen reader.
    await expect.element(field('amount')).toHaveAccessibleDescription(/R\$/);
    // Once hydrated, every institution of the week's list, after the choice of none.
    const options = [...(combobox(offerFieldCopy.institution.label).element() as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toHaveLength(institutionRanking.institutions.length + 1);
    expect(options[0]).toBe(offerFieldCopy.institution.none);
    expect(options).toContain('BANCO PAN');
    expect(await axeViolations(form())).toEqual([]);
  });
});

describe('offer check › a check stopped', () => {
  it('an empty check is said at each required field in Portuguese, the first focused, and shows and opens nothing', async () => {
    const calls = stubWindowOpen('opened');
    await openOfferCheck();
    expect(form().noValidate).toBe(true);
    await check();
    for (const name of ['amount', 'installment', 'installments'] as const) await expectSaid(field(name), wizardCopy.requiredField(offerFieldCopy[name].label));
    await expect.element(field('amount')).toHaveFocus();
    expect(document.querySelector('section')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('an installment above the amount, a CET typed a month, a date not of the calendar: each said at its field; corrected, each message goes and the check is made', async () => {
    await openOfferCheck();
    await pressSequentially(field('amount'), '45.000');
    await field('installment').fill('50.000');
    await field('installments').fill('48');
    await field('firstDueDate').fill('31/02/2027');
    await field('statedRate').fill('1,99');
    await field('statedCet').fill('2,15');
    await check();
    await expect.element(field('installment')).toHaveFocus();
    await expectSaid(field('installment'), offerFieldMessages.installmentAboveAmount);
    await expectSaid(field('firstDueDate'), offerFieldMessages.firstDueDate);
    // 1,99% a.m. compounds to 26,68% a.a.: a CET of 2,15 is the monthly one.
    await expectSaid(field('statedCet'), offerFieldMessages.cetBelowRate(0.2668));
    await field('installment').fill('1.550,00');
    await expect.element(field('installment')).not.toHaveAttribute('aria-invalid', 'true');
    await field('firstDueDate').fill('');
    await field('statedCet').fill('29,05');
    await check();
    await expect.element(page.getByRole('heading', { name: offerCheckCopy.resultTitle })).toHaveFocus();
    expect(fact(offerCheckCopy.labels.statedCet)).toBe('29,05% a.a.');
  });

  it('a count takes digits only, and a date typed as digits gets its slashes, as on a phone\'s keyboard', async () => {
    await openOfferCheck();
    await pressSequentially(field('installments'), '4a8');
    await expect.element(field('installments')).toHaveValue('48');
    await pressSequentially(field('firstDueDate'), '15012027');
    await expect.element(field('firstDueDate')).toHaveValue('15/01/2027');
    await field('firstDueDate').fill('');
    await pressSequentially(field('firstDueDate'), '5/1/2027');
    await expect.element(field('firstDueDate')).toHaveValue('5/1/2027');
  });

  it('figures that make no loan are said, and no message is offered', async () => {
    await openOfferCheck();
    // R$ 10.000,00 released with R$ 9.000,00 of fees financed: 12 installments of R$ 1.000,00 repay no more than that.
    await page.getByRole('radio', { name: offerFieldCopy.amountKind.options.liberado }).click();
    await field('amount').fill('10.000');
    await field('installment').fill('1.000');
    await field('installments').fill('12');
    await field('feeOutras').fill('9.000');
    await check();
    await expect.element(results().getByText(/^As parcelas somam R\$\u00a012\.000,00, não mais que o valor financiado com IOF e tarifas/)).toBeVisible();
    await expect.element(betterOffer()).not.toBeInTheDocument();
  });
});

describe('offer check › what the results say', () => {
  it('costs paid at signing are said so, and what is paid at signing counts in the total; the products bundled by their name, flagged; no axe violation', async () => {
    const calls = stubWindowOpen('opened');
    await openOfferCheck();
    await typeCleanOffer();
    await field('feeAvaliacao').fill('300');
    await field('bundled').fill('900');
    await field('bundledName').fill('Garantia estendida');
    await page.getByRole('radio', { name: offerFieldCopy.costsPaid.options['a-vista'] }).click();
    await check();
    // The installments are the worked example's: the CET rises with what is paid at signing; the rate does not.
    expect(fact(offerCheckCopy.labels.rate)).toBe('1,99% a.m. (26,67% a.a.)');
    expect(fact(offerCheckCopy.labels.upfront)).toBe(formatBRL(1_200));
    expect(fact(offerCheckCopy.labels.totalPaid)).toBe(formatBRL(64_497.6 + 1_200));
    await expect.element(results().getByText('Tarifa de avaliação do bem: R$\u00a0300,00, pagos na assinatura.')).toBeVisible();
    await expect.element(results().getByText('Garantia estendida: R$\u00a0900,00, pagos na assinatura.')).toBeVisible();
    const flags = page.getByRole('region', { name: offerCheckCopy.labels.flags }).getByRole('listitem');
    await expect.poll(() => flags.first().element().textContent).toMatch(/^Alerta Produtos incluídosA proposta inclui Garantia estendida \(R\$\u00a0900,00\)\./);
    expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
    await betterOffer().click();
    const text = whatsappText(calls[0]!.url);
    expect(text).toContain('\nTarifa de avaliação do bem: R$\u00a0300,00 (pago na assinatura)\n');
    expect(text).toContain('\n- Produtos incluídos\n');
  });

  it('a figure changed after the check is said over the results; "Quero uma proposta melhor" checks the form again and sends what it holds', async () => {
    const calls = stubWindowOpen('opened');
    await openOfferCheck();
    await typeCleanOffer();
    await check();
    await field('installment').fill('1.400,00');
    await expect.element(results().getByText(offerPageCopy.changedSinceCheck)).toBeVisible();
    await betterOffer().click();
    expect(whatsappText(calls[0]!.url)).toContain('\nParcelas: 48x de R$\u00a01.400,00\n');
    await expect.element(results().getByText(offerPageCopy.changedSinceCheck)).not.toBeInTheDocument();
    expect(fact(offerCheckCopy.labels.totalPaid)).toBe(formatBRL(67_200));
  });

  it('a blocked WhatsApp tab leaves a link to the same message, focused; an opened one is said once the visitor is back', async () => {
    const calls = stubWindowOpen('blocked');
    await openOfferCheck();
    await typeCleanOffer();
    await check();
    await betterOffer().click();
    const link = page.getByRole('link', { name: whatsappBlockedFallback.linkLabel });
    await expect.element(link).toHaveAttribute('href', calls[0]!.url);
    await expect.element(page.getByRole('alert')).toHaveFocus();
    await expect.element(page.getByText(toasts.contactSent.title)).not.toBeInTheDocument();
  });

  it('"Limpar" empties the fields and the results', async () => {
    await openOfferCheck();
    await typeCleanOffer();
    await check();
    await expect.element(results()).toBeVisible();
    await button(offerFormCopy.clearLabel).click();
    await expect.element(field('amount')).toHaveValue('');
    await expect.element(field('installments')).toHaveValue('');
    await expect.element(results()).not.toBeInTheDocument();
    await expect.element(page.getByRole('radio', { name: offerFieldCopy.amountKind.options.financiado })).toBeChecked();
  });
});

describe('offer check › amounts as Brazilians write them', () => {
  it(
    // 60 installments of R$ 1.500 or more repay any amount up to R$ 50.000 with its IOF.
    'an amount and an installment typed or pasted as written reach the message as meant',
    async () => {
      const calls = stubWindowOpen('opened');
      await fc.assert(
        fc.asyncProperty(amountBetween(20_000, 50_000), amountBetween(1_500, 3_000), entry, async (amount, installment, how) => {
          const screen = await openOfferCheck();
          await enter(field('amount'), amount.text, how);
          await enter(field('installment'), installment.text, how);
          await field('installments').fill('60');
          await check();
          await betterOffer().click();
          const lines = whatsappText(calls.at(-1)!.url).split('\n');
          expect(lines).toContain(`Valor financiado: ${formatBRL(amount.value)}`);
          expect(lines).toContain(`Parcelas: 60x de ${formatBRL(installment.value)}`);
          await screen.unmount();
        }),
        { numRuns: 6 },
      );
    },
    formPropertyTimeout,
  );
});
