import { fieldRuleMessages, institutionRanking, offerFieldMessages, parseBRL } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { dateAsTyped } from '../request/kinds';
import { emptyOfferDraft, missingOfferFields, offerFieldSpecs, readOfferDraft, type OfferDraft, type OfferField } from './fields';
import { offerIssues, toOfferInput } from './rules';

/** Monday 1 December 2026, noon, the day the visitor checks the proposal. */
const today = new Date(2026, 11, 1, 12);

const typed = (answers: Partial<OfferDraft>): OfferDraft => ({ ...emptyOfferDraft, ...answers });
/** A proposal typed as people type it: the amount without centavos, the installment with R$, the rate with %. */
const proposal = typed({ amount: '45.000', installment: 'R$ 1.550,00', installments: '48', statedRate: '1,99%', statedCet: '29,05' });
const spec = (name: OfferField) => offerFieldSpecs.find((field) => field.name === name)!;
const messagesOf = (draft: OfferDraft) => offerIssues(draft, today).map(({ field, message }) => [field, message]);

describe('the offer form\'s fields', () => {
  it('are, in display order, the amount and what it is, the installment, the count, the date, the stated rate and CET, the IOF, each fee by name, the insurance, the products, how the costs are paid and the institution', () => {
    expect(offerFieldSpecs.map((field) => field.name)).toEqual([
      'amountKind', 'amount', 'installment', 'installments', 'firstDueDate', 'statedRate', 'statedCet', 'iof',
      'feeCadastro', 'feeAvaliacao', 'feeRegistro', 'feeTac', 'feeOutras', 'insurance', 'insuranceChoice', 'bundled', 'bundledName', 'costsPaid', 'institution',
    ]);
    expect(offerFieldSpecs.filter((field) => field.required).map((field) => field.name)).toEqual(['amount', 'installment', 'installments']);
  });

  it('each says what it is in Portuguese, the optional ones so in their label', () => {
    expect(spec('amount')).toMatchObject({ label: 'Valor', input: 'amount', maxLength: 17 });
    // The field's own `R$` before it says the currency: no placeholder repeats it, as in the wizard.
    expect(spec('amount').placeholder).toBeUndefined();
    expect(spec('installments')).toMatchObject({ label: 'Número de parcelas', hint: 'De 1 a 120.', input: 'count', maxLength: 3, attributes: { inputMode: 'numeric', digitsOnly: true } });
    expect(spec('firstDueDate')).toMatchObject({ label: 'Vencimento da 1ª parcela (opcional)', hint: 'Em branco, a conta usa 30 dias a partir de hoje.', input: 'date', maxLength: 10 });
    expect(spec('statedRate')).toMatchObject({ label: 'Taxa de juros informada (opcional)', input: 'percent', attributes: { inputMode: 'decimal' } });
    expect(spec('iof').hint).toBe('Em branco, calculamos: 0,38% mais 0,0082% ao dia, até 365 dias.');
    expect(spec('feeTac')).toMatchObject({ label: 'TAC ou TEC (opcional)', hint: 'Tarifa de abertura de crédito ou de emissão de carnê.' });
    expect(spec('bundledName')).toMatchObject({ input: 'text', maxLength: 60 });
    for (const field of offerFieldSpecs.filter((candidate) => !candidate.required && candidate.input !== 'choice')) expect(field.label).toMatch(/\(opcional\)$/);
  });

  it('an amount\'s parser is content\'s, the one the currency mask reads with', () => {
    expect(spec('amount').parse).toBe(parseBRL);
    expect(spec('statedRate').parse).toBeUndefined();
  });

  it('offers its choices with their labels: what the amount is, the insurance, how the costs are paid, and the Banco Central\'s institutions', () => {
    expect(spec('amountKind').options).toEqual([
      { value: 'financiado', label: 'Valor total financiado (o do contrato)' },
      { value: 'liberado', label: 'Valor liberado (o que vai para a loja ou para você)' },
    ]);
    expect(spec('insuranceChoice').options!.map((option) => option.value)).toEqual(['', 'escolhido', 'exigido', 'seguradora-do-banco']);
    expect(spec('costsPaid').options!.map((option) => option.label)).toEqual(['Estão incluídos nas parcelas', 'Pagos à parte, na assinatura']);
    const institutions = spec('institution').options!;
    expect(institutions).toHaveLength(institutionRanking.institutions.length + 1);
    expect(institutions[0]).toEqual({ value: '', label: 'Não informar' });
    // By name, as a visitor looks one up: the Banco Central's own order is by rate.
    const names = institutions.slice(1).map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(institutions[1]).toEqual({ value: '36321990', label: 'AGORACRED S/A SCFI' });
    expect(institutions).toContainEqual({ value: '59285411', label: 'BANCO PAN' });
  });

  it('start empty, the amount read as financed and the costs as in the installments', () => {
    expect(emptyOfferDraft).toMatchObject({ amountKind: 'financiado', costsPaid: 'financiados', insuranceChoice: '', institution: '', amount: '' });
    expect(missingOfferFields(emptyOfferDraft)).toEqual(['amount', 'installment', 'installments']);
    expect(missingOfferFields(typed({ amount: ' ', installment: '1.000', installments: '12' }))).toEqual(['amount']);
  });

  it('read a form\'s entries, keeping known strings, and a choice not offered as its empty value', () => {
    const draft = readOfferDraft(emptyOfferDraft, { amount: '45.000', amountKind: 'outro', institution: '99999999', insuranceChoice: 'exigido', unknown: 'x', installments: 48 });
    expect(draft).toMatchObject({ amount: '45.000', amountKind: 'financiado', institution: '', insuranceChoice: 'exigido', installments: '' });
    expect(draft).not.toHaveProperty('unknown');
  });
});

describe('toOfferInput: the form read as Brazilians type', () => {
  it('reads "45.000" as R$ 45.000,00, "R$ 1.550,00" as 1.550, "1,99%" as 1,99% a.m. and "29,05" as 29,05% a.a.', () => {
    expect(toOfferInput(proposal, today)).toEqual({
      amount: 45_000,
      amountKind: 'financiado',
      installment: 1_550,
      installments: 48,
      firstDueDays: null,
      statedMonthlyRate: 0.0199,
      statedCet: 0.2905,
      iof: null,
      fees: { cadastro: null, avaliacao: null, registro: null, tac: null, outras: null },
      insurance: null,
      insuranceChoice: '',
      bundled: null,
      bundledName: null,
      costsPaid: 'financiados',
      institution: null,
    });
  });

  it('reads every fee by its name, "1.234,56" as one thousand and some, the date as days from today, the choices as chosen', () => {
    const input = toOfferInput(
      typed({
        ...proposal,
        amountKind: 'liberado',
        firstDueDate: '15/01/2027',
        iof: '1.234,56',
        feeCadastro: '700',
        feeAvaliacao: 'R$ 450,00',
        feeRegistro: '350,5',
        feeTac: '800,00',
        feeOutras: '0',
        insurance: '2.000',
        insuranceChoice: 'seguradora-do-banco',
        bundled: '1.200',
        bundledName: '  Título de capitalização ',
        costsPaid: 'a-vista',
        institution: '59285411',
        statedRate: '2.05',
        statedCet: '31,2% a.a.',
      }),
      today,
    );
    expect(input).toMatchObject({
      amountKind: 'liberado',
      firstDueDays: 45,
      iof: 1_234.56,
      fees: { cadastro: 700, avaliacao: 450, registro: 350.5, tac: 800, outras: 0 },
      insurance: 2_000,
      insuranceChoice: 'seguradora-do-banco',
      bundled: 1_200,
      bundledName: 'Título de capitalização',
      costsPaid: 'a-vista',
      institution: '59285411',
    });
    expect(input!.statedMonthlyRate).toBeCloseTo(0.0205, 12);
    expect(input!.statedCet).toBeCloseTo(0.312, 12);
  });

  it('is null while a required answer is missing or an answer breaks a rule', () => {
    expect(toOfferInput(typed({ ...proposal, installments: '' }), today)).toBeNull();
    expect(toOfferInput(typed({ ...proposal, statedRate: '1,9,9' }), today)).toBeNull();
  });
});

describe('offerIssues: the rules, each said at its field', () => {
  it('a proposal typed right breaks none', () => {
    expect(messagesOf(proposal)).toEqual([]);
    expect(messagesOf(emptyOfferDraft)).toEqual([]);
  });

  it('the amount: reais, within R$ 1.000,00 – R$ 3.000.000,00', () => {
    expect(messagesOf(typed({ ...proposal, amount: 'abc' }))).toEqual([['amount', fieldRuleMessages.notAnAmount]]);
    expect(messagesOf(typed({ ...proposal, amount: '450' }))).toEqual([['amount', 'Informe um valor entre R$\u00a01.000,00 e R$\u00a03.000.000,00.']]);
    expect(messagesOf(typed({ ...proposal, amount: '45.000.000' }))).toEqual([['amount', offerFieldMessages.amount]]);
  });

  it('the installment: above zero, below the amount, and adding up to more than it', () => {
    expect(messagesOf(typed({ ...proposal, installment: '0' }))).toEqual([['installment', fieldRuleMessages.positive]]);
    expect(messagesOf(typed({ ...proposal, installment: '45.000' }))).toEqual([['installment', 'A parcela deve ser menor que o valor da proposta.']]);
    expect(messagesOf(typed({ ...proposal, installment: '900' }))).toEqual([
      ['installment', 'As parcelas somam R$\u00a043.200,00, menos que o valor da proposta (R$\u00a045.000,00): confira a parcela e o número de parcelas.'],
    ]);
  });

  it('the installments: a whole number from 1 to 120', () => {
    for (const count of ['0', '121', '4a', '12,5']) {
      expect(messagesOf(typed({ ...proposal, installments: count }))).toEqual([['installments', 'Informe o número de parcelas: um número de 1 a 120.']]);
    }
  });

  it('the first due date: a day of the calendar written dd/mm/aaaa, from tomorrow to 180 days; a past one is left blank', () => {
    expect(messagesOf(typed({ ...proposal, firstDueDate: '2027-01-15' }))).toEqual([['firstDueDate', 'Informe a data como no documento: dd/mm/aaaa.']]);
    expect(messagesOf(typed({ ...proposal, firstDueDate: '31/02/2027' }))).toEqual([['firstDueDate', offerFieldMessages.firstDueDate]]);
    expect(messagesOf(typed({ ...proposal, firstDueDate: '01/12/2026' }))).toEqual([['firstDueDate', offerFieldMessages.firstDueDateRange]]);
    expect(messagesOf(typed({ ...proposal, firstDueDate: '10/11/2026' }))).toEqual([
      ['firstDueDate', 'Informe uma data entre amanhã e 180 dias a partir de hoje. Se ela já passou, deixe em branco.'],
    ]);
    expect(messagesOf(typed({ ...proposal, firstDueDate: '2/12/2026' }))).toEqual([]);
    expect(messagesOf(typed({ ...proposal, firstDueDate: '30/05/2027' }))).toEqual([]);
    expect(messagesOf(typed({ ...proposal, firstDueDate: '31/05/2027' }))).toEqual([['firstDueDate', offerFieldMessages.firstDueDateRange]]);
    // The eight digits alone, as a phone's keyboard types them before the page writes the slashes in.
    expect(messagesOf(typed({ ...proposal, firstDueDate: '15012027' }))).toEqual([]);
    expect(toOfferInput(typed({ ...proposal, firstDueDate: '15012027' }), today)?.firstDueDays).toBe(45);
    expect(messagesOf(typed({ ...proposal, firstDueDate: '1512027' }))).toEqual([['firstDueDate', offerFieldMessages.firstDueDate]]);
  });

  it('the first due date as typed: the slashes written in between digits, anything written otherwise left alone', () => {
    const keystrokes = (text: string) => [...text].reduce((field, key) => dateAsTyped(field + key), '');
    expect(keystrokes('15012027')).toBe('15/01/2027');
    expect(keystrokes('15/01/2027')).toBe('15/01/2027');
    expect(keystrokes('5/1/2027')).toBe('5/1/2027');
    expect(dateAsTyped('150')).toBe('15/0');
    expect(dateAsTyped('15/012')).toBe('15/01/2');
    expect(dateAsTyped('15/01/')).toBe('15/01/');
    expect(dateAsTyped('15')).toBe('15');
    expect(dateAsTyped('150120271')).toBe('150120271');
    expect(dateAsTyped('15-01-2027')).toBe('15-01-2027');
  });

  it('the stated rate a month and CET a year: percentages in range, the CET not below the rate compounded (a monthly CET typed by mistake)', () => {
    expect(messagesOf(typed({ ...proposal, statedRate: '25' }))).toEqual([['statedRate', 'Informe a taxa ao mês como na proposta, entre 0,01 e 20: por exemplo, 1,99.']]);
    expect(messagesOf(typed({ ...proposal, statedRate: 'um e meio' }))).toEqual([['statedRate', offerFieldMessages.statedRate]]);
    expect(messagesOf(typed({ ...proposal, statedCet: '0' }))).toEqual([['statedCet', 'Informe o CET ao ano como na proposta, entre 0,01 e 1.000: por exemplo, 29,05.']]);
    // 1,99% a.m. compounds to 26,675…% a.a.: a CET of 2,15 is the monthly one, 26,6 a typing slip; 26,67 is the same rounded down.
    const below = [['statedCet', 'O CET não pode ser menor que a taxa de juros informada, que dá 26,68% ao ano: confira se digitou o CET ao ano.']];
    expect(messagesOf(typed({ ...proposal, statedCet: '2,15' }))).toEqual(below);
    expect(messagesOf(typed({ ...proposal, statedCet: '26,6' }))).toEqual(below);
    expect(messagesOf(typed({ ...proposal, statedCet: '26,67' }))).toEqual([]);
    expect(messagesOf(typed({ ...proposal, statedRate: '', statedCet: '2,15' }))).toEqual([]);
  });

  it('each cost: an amount below the proposal\'s', () => {
    expect(messagesOf(typed({ ...proposal, feeTac: 'oitocentos' }))).toEqual([['feeTac', fieldRuleMessages.notAnAmount]]);
    expect(messagesOf(typed({ ...proposal, insurance: '45.000', iof: '50.000' }))).toEqual([
      ['iof', 'Este valor deve ser menor que o valor da proposta.'],
      ['insurance', offerFieldMessages.costAboveAmount],
    ]);
  });
});
