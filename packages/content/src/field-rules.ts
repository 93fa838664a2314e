/**
 * The forms' rules' facts and copy (issue 24): the vehicle years and values the forms accept, the
 * message of each broken rule and the FAQ's guidance hints. A module of its own, read only by
 * `@repo/whatsapp/rules`, which the forms fetch once they have hydrated: no page pays for it up front.
 */
import { minDownPaymentRatio, minVehicleValue } from './claims';
import { formatBRL, formatPercent } from './format';
import type { VehicleKindId } from './brokers/profile';

/** The oldest vehicle year the forms accept; the newest is next year (a model year runs ahead). */
export const oldestVehicleYear = 1950;

/** The most installments of a financing the forms accept as left to pay (a refinancing's). */
export const maxRemainingInstallments = 120;

/**
 * A monthly rate above what any vehicle financing plausibly charges: 5% a.m. (about 80% a.a.), above
 * every institution's weekly average in the Banco Central's ranking (3,36% a.m. at most in the week
 * the site holds; a content test keeps it above a new week's). A refinancing's balance below what
 * its installments left are worth at this rate was typed wrong, or read from another figure.
 */
export const maxPlausibleMonthlyRate = 0.05;

/** A range of reais, both ends included. */
export type AmountRange = { readonly min: number; readonly max: number };

/**
 * What a used vehicle of each kind plausibly costs: a figure outside is a typing mistake (a digit
 * too many or too few), said at the field with the range. Without a kind, the widest range.
 */
export const vehicleValueRanges = {
  carro: { min: 3_000, max: 2_000_000 },
  moto: { min: 1_000, max: 500_000 },
  caminhao: { min: 10_000, max: 3_000_000 },
} as const satisfies Record<VehicleKindId, AmountRange>;

/** A vehicle kind with its article, as a sentence names it: `um carro`. */
const vehicleKindPhrases = { carro: 'um carro', moto: 'uma moto', caminhao: 'um caminhão' } as const satisfies Record<VehicleKindId, string>;

/** The FAQ's guidance is said, never enforced (SPEC §5, §9): the analysis decides. */
const mayContinue = 'Você pode continuar: a análise de crédito define as condições.';
/** Where a refinancing's balance is read, and why it matters (said with its guidance hints). */
const checkBalance = 'Confira o saldo no extrato ou no aplicativo do banco: a comparação com o novo contrato depende dele.';

/**
 * The messages of the forms' rules, each shown at its field (issue 24 goes beyond SPEC §5's
 * presence-only check; the missing-field toasts stay as SPEC §8 writes them).
 */
export const fieldRuleMessages = {
  cpfIncomplete: 'Informe os 11 dígitos do CPF.',
  cpfInvalid: 'CPF inválido: os dígitos verificadores não conferem. Confira os números.',
  cnpjIncomplete: 'Informe os 14 caracteres do CNPJ.',
  cnpjInvalid: 'CNPJ inválido: os dígitos verificadores não conferem. Confira os caracteres.',
  fullName: 'Informe o nome completo, com nome e sobrenome.',
  email: 'Informe um e-mail válido, como nome@exemplo.com.',
  phone: 'Informe o telefone com DDD: 10 dígitos para fixo ou 11 para celular, começando com 9.',
  /** `Informe um ano entre 1950 e 2027.` */
  year: (newest: number): string => `Informe um ano entre ${oldestVehicleYear} e ${newest}.`,
  /** `Informe um valor entre R$ 3.000,00 e R$ 2.000.000,00 para um carro.` */
  vehicleValue: (range: AmountRange, kind: VehicleKindId | ''): string =>
    `Informe um valor entre ${formatBRL(range.min)} e ${formatBRL(range.max)}` +
    (kind === '' ? '.' : ` para ${vehicleKindPhrases[kind]}.`),
  plate: 'Informe a placa como no documento do veículo: ABC1D23 (Mercosul) ou ABC-1234.',
  notAnAmount: 'Informe um valor em reais, como 10.000,00.',
  positive: 'Informe um valor maior que zero.',
  downPayment: 'A entrada deve ser menor que o valor do veículo.',
  /**
   * A secured loan above what the vehicle backs (its loan-to-value share, the broker's):
   * `Um veículo de R$ 60.000,00 garante até cerca de R$ 42.000,00 (70% do valor). Informe um valor até esse limite.`
   */
  loanAboveGuarantee: (vehicleValue: number, maxLoan: number, loanToValue: number): string =>
    `Um veículo de ${formatBRL(vehicleValue)} garante até cerca de ${formatBRL(maxLoan)} ` +
    `(${formatPercent(loanToValue)} do valor). Informe um valor até esse limite.`,
  /** A secured loan on a vehicle not paid off: the guarantee less what is still owed on it. */
  loanAboveGuaranteeLessBalance: (balance: number, available: number): string =>
    `Descontado o saldo devedor de ${formatBRL(balance)}, o veículo garante até cerca de ${formatBRL(available)}. ` +
    'Informe um valor até esse limite.',
  /** `O saldo devedor não pode passar do valor do veículo (R$ 25.000,00).` */
  balanceAboveVehicle: (vehicleValue: number): string =>
    `O saldo devedor não pode passar do valor do veículo (${formatBRL(vehicleValue)}).`,
  installmentAboveBalance: 'A parcela atual deve ser menor que o saldo devedor.',
  /** `Informe quantas parcelas faltam: um número de 1 a 120.` */
  remainingInstallments: `Informe quantas parcelas faltam: um número de 1 a ${maxRemainingInstallments}.`,
} as const;

/** Hints beside a field whose answer falls outside the FAQ's guidance (SPEC §9: not enforced). */
export const guidanceHints = {
  /** `Em geral, os bancos financiam veículos a partir de R$ 20.000. …` */
  vehiclePrice: `Em geral, os bancos financiam veículos a partir de ${formatBRL(minVehicleValue, { cents: false })}. ${mayContinue}`,
  /** `Em geral, os bancos pedem entrada de pelo menos 20% do valor do veículo (R$ 12.800,00). …` */
  downPayment: (minimum: number): string =>
    `Em geral, os bancos pedem entrada de pelo menos ${formatPercent(minDownPaymentRatio)} do valor do veículo ` +
    `(${formatBRL(minimum)}). ${mayContinue}`,
  /**
   * A refinancing's balance above what its installments left add up to (no contract charges less
   * than nothing): `O saldo devedor passa do total das 18 parcelas que faltam (R$ 11.023,20). …`
   */
  balanceAboveLeftToPay: (leftToPay: number, remaining: number): string =>
    `O saldo devedor passa do total ${remaining === 1 ? 'da parcela que falta' : `das ${remaining} parcelas que faltam`} ` +
    `(${formatBRL(leftToPay)}). ${checkBalance}`,
  /**
   * A refinancing's balance far below what its installments left are worth
   * (`maxPlausibleMonthlyRate`): `Com 18 parcelas de R$ 612,40 por pagar, o saldo devedor costuma
   * passar de R$ 7.158,56. …`
   */
  balanceBelowLeftToPay: (floor: number, installment: number, remaining: number): string =>
    `Com ${remaining} ${remaining === 1 ? 'parcela' : 'parcelas'} de ${formatBRL(installment)} por pagar, ` +
    `o saldo devedor costuma passar de ${formatBRL(floor)}. ${checkBalance}`,
} as const;

/**
 * The e-mail domains most used in Brazil, against which a typed domain is checked for a typo
 * (`gmail.con`, `hotmial.com`, `yahoo.com.bt`): a suggestion, never a block.
 */
export const commonEmailDomains = [
  'gmail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'icloud.com',
  'me.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'gmx.com',
  'protonmail.com',
] as const;

/** The endings of the e-mail domains in use in Brazil, which a typed ending is checked against. */
export const commonEmailTopLevelDomains = ['com', 'com.br', 'net', 'net.br', 'org', 'org.br', 'br', 'gov.br', 'edu.br', 'adv.br', 'io', 'me'] as const;
