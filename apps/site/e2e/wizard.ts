import { refinancingCopy, requestMessageCopy, simulatorCopy, wizardCopy } from '@repo/content';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';

/** What the wizard specs share: the stubbed WhatsApp tab, the message it got, the fields. */

/** The wizard's part of /financiamento (header and footer are the layout's, tested elsewhere). */
export const wizardRegion = 'section[aria-labelledby="financiamento-titulo"]';
export const DRAFT_KEY = 'financiamento:rascunho';

export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
export const toastRegion = (page: Page) => page.getByRole('region', { name: /Notificações/ });

/** Axe's violations in the wizard's part of the page. */
export const wizardViolations = (page: Page) => axeViolations(page, wizardRegion);

export async function fillPersonalPF(page: Page) {
  await textbox(page, 'CPF').pressSequentially('52998224725');
  await textbox(page, 'Nome completo').fill('Maria da Silva');
  await textbox(page, 'E-mail').fill('maria@exemplo.com');
  await textbox(page, 'Telefone').pressSequentially('66999991234');
}

/** The message's personal part for {@link fillPersonalPF}. */
export const personalLinesPF = [
  'Dados pessoais',
  'Tipo de pessoa: Pessoa Física',
  'CPF: 529.982.247-25',
  'Nome completo: Maria da Silva',
  'E-mail: maria@exemplo.com',
  'Telefone: (66) 99999-1234',
];

/**
 * Picks a product in the wizard's 'Modalidade' control. Its radios are visually hidden behind their
 * labels (segmented look): click the label, as a visitor does.
 */
export async function chooseProduct(page: Page, label: string) {
  await page.getByRole('group', { name: 'Modalidade' }).locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();
}

/** What step 2's estimate shows beside `label` (`Parcela estimada em 48x`, `CET (Custo Efetivo Total)`), as the visitor reads it. */
export async function shownEstimate(page: Page, label: string): Promise<string> {
  const row = page.getByRole('region', { name: 'Estimativa' }).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) });
  return (await row.locator('dd').textContent())!.trim();
}

/**
 * The estimate section the message must carry for what step 2 shows now at `count` installments:
 * the installment and CET the visitor saw (read from the screen), the count shown, and for
 * refinancing with the current installment and the installments left, the comparison shown
 * (monthly and in total).
 */
export async function estimateLinesShown(page: Page, count: number, { saving = false } = {}): Promise<string[]> {
  const lines = [
    requestMessageCopy.estimateTitle,
    `${requestMessageCopy.installmentLabel}: ${await shownEstimate(page, wizardCopy.estimatedInstallmentLabel(count))}`,
    `${requestMessageCopy.termLabel}: ${requestMessageCopy.term(count)}`,
    `${requestMessageCopy.cetLabel}: ${await shownEstimate(page, simulatorCopy.cetLabel)}`,
  ];
  if (!saving) return lines;
  return [
    ...lines,
    ...(await Promise.all(
      [refinancingCopy.differenceLabel, refinancingCopy.currentTotalLabel, refinancingCopy.newTotalLabel, refinancingCopy.totalDifferenceLabel].map(
        async (label) => `${label}: ${await shownEstimate(page, label)}`,
      ),
    )),
  ];
}
