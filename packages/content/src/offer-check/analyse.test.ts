import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../format';
import { annualRate, dueMonths, iof as iofForIndividuals, iofShare, paymentForDueMonths, pricePayment, roundCet, simulateLoan } from '../loan';
import { marketRate } from '../market-rate';
import { analyseOffer, type OfferAnalysis, type OfferInput, type OfferResult } from './analyse';
import { percentagePoints } from './copy';
import { offerFeeIds } from './form';

/** The analysis of a result that must be one. */
function analysed(result: OfferResult): OfferAnalysis {
  if (!result.ok) throw new Error(`no analysis: ${result.message}`);
  return result.analysis;
}

const cents = (value: number) => Math.round(value * 100) / 100;

describe('analyseOffer: BRAZIL.md\'s worked example', () => {
  it('R$ 40.000,00 released at 1,99% a.m. in 48x, IOF financed: installment R$ 1.343,70, CET 29,05% a.a., the rate 1,99% a.m.', () => {
    const analysis = analysed(analyseOffer({ amount: 40_000, amountKind: 'liberado', installment: 1_343.7, installments: 48 }));
    expect(analysis.cet.yearly).toBe(0.2905);
    expect(analysis.cet.text).toBe('29,05% a.a.');
    expect(analysis.rate.monthly).toBeCloseTo(0.0199, 5);
    expect(analysis.rate.text).toBe('1,99% a.m. (26,67% a.a.)');
    // The IOF computed as the simulator computes it (loan.ts), financed into the loan.
    const loan = simulateLoan({ principal: 40_000, monthlyRate: 0.0199, installments: 48 });
    expect(analysis.iofComputed).toBe(true);
    expect(analysis.iof).toBeCloseTo(loan.iof, 0);
    expect(analysis.financed).toBeCloseTo(loan.financed, 0);
    expect(analysis.released).toBe(40_000);
    expect(analysis.totalInstallments).toBe(64_497.6);
    expect(analysis.totalPaid).toBe(64_497.6);
    expect(analysis.creditCost).toBeCloseTo(24_497.6, 6);
    expect(analysis.flags).toEqual([]);
  });

  it('gives the same CET read from the contract\'s total financed (R$ 41.299,56, IOF inside it)', () => {
    const analysis = analysed(analyseOffer({ amount: 41_299.56, amountKind: 'financiado', installment: 1_343.7, installments: 48 }));
    expect(analysis.cet.yearly).toBe(0.2905);
    expect(analysis.released).toBeCloseTo(40_000, 0);
    expect(formatBRL(analysis.iof)).toBe('R$\u00a01.299,56');
  });

  it('without IOF, the Price check value: R$ 40.000,00 at 1,99% a.m. in 48x of R$ 1.301,42 has its rate as CET, (1,0199)^12 − 1', () => {
    expect(formatBRL(pricePayment(40_000, 0.0199, 48))).toBe('R$\u00a01.301,42');
    const analysis = analysed(analyseOffer({ amount: 40_000, amountKind: 'financiado', installment: 1_301.42, installments: 48, iof: 0 }));
    expect(analysis.rate.monthly).toBeCloseTo(0.0199, 5);
    expect(analysis.cet.monthly).toBe(analysis.rate.monthly);
    expect(analysis.cet.yearly).toBe(roundCet(annualRate(analysis.rate.monthly)));
    expect(analysis.cet.text).toBe('26,67% a.a.');
    expect(analysis.totalPaid).toBe(62_468.16);
  });
});

/** Arbitraries of a Price loan: amount, monthly rate (0,1% to 6%), count, days to the first installment. */
const loanArbitrary = fc.record({
  amount: fc.integer({ min: 100_000, max: 300_000_000 }).map((centavos) => centavos / 100),
  rate: fc.integer({ min: 10, max: 600 }).map((basisPoints) => basisPoints / 10_000),
  installments: fc.integer({ min: 1, max: 120 }),
  firstDueDays: fc.integer({ min: 1, max: 180 }),
});

describe('analyseOffer: properties of the CET solver', () => {
  it('gives back, within 0,0001% a.m., the rate a loan was built at with the Price formula (the first installment in 30 days, or any day from 1 to 180)', () => {
    fc.assert(
      fc.property(loanArbitrary, fc.boolean(), ({ amount, rate, installments, firstDueDays }, inThirtyDays) => {
        // In 30 days, the textbook formula itself; otherwise the longer or shorter first period charged.
        const installment = inThirtyDays ? pricePayment(amount, rate, installments) : paymentForDueMonths(amount, rate, dueMonths(installments, firstDueDays));
        const days = inThirtyDays ? null : firstDueDays;
        const analysis = analysed(analyseOffer({ amount, amountKind: 'financiado', installment, installments, firstDueDays: days, iof: 0 }));
        expect(Math.abs(analysis.rate.monthly - rate)).toBeLessThan(0.000_001);
      }),
      { numRuns: 1_000 },
    );
  });

  it('with no fee and no IOF, the CET is the rate compounded: (1 + i)^12 − 1', () => {
    fc.assert(
      fc.property(loanArbitrary, ({ amount, rate, installments, firstDueDays }) => {
        const installment = paymentForDueMonths(amount, rate, dueMonths(installments, firstDueDays));
        const analysis = analysed(analyseOffer({ amount, amountKind: 'liberado', installment, installments, firstDueDays, iof: 0 }));
        expect(analysis.cet.monthly).toBeCloseTo(analysis.rate.monthly, 12);
        expect(Math.abs(analysis.cet.monthly - rate)).toBeLessThan(0.000_001);
        expect(analysis.cet.yearly).toBe(roundCet((1 + analysis.cet.monthly) ** 12 - 1));
      }),
      { numRuns: 300 },
    );
  });

  const feeArbitrary = fc.record({
    id: fc.constantFrom(...offerFeeIds, 'seguro', 'produtos'),
    share: fc.integer({ min: 1, max: 2_000 }).map((permille) => permille / 10_000),
  });
  const withCost = (input: OfferInput, id: string, amount: number): OfferInput =>
    id === 'seguro' ? { ...input, insurance: amount } : id === 'produtos' ? { ...input, bundled: amount } : { ...input, fees: { [id]: amount } };

  it('fees financed always raise the CET: the same loan, the fee added to what is financed (same rate, same amount released)', () => {
    fc.assert(
      fc.property(loanArbitrary, feeArbitrary, fc.boolean(), ({ amount, rate, installments, firstDueDays }, { id, share }, withIof) => {
        const fee = cents(amount * share);
        const months = dueMonths(installments, firstDueDays);
        // With the IOF computed, it is financed too (charged on itself: financed = base / (1 − share)).
        const iof = withIof ? null : 0;
        const gross = withIof ? 1 / (1 - iofShare(rate, installments, iofForIndividuals, firstDueDays)) : 1;
        const clean = analysed(
          analyseOffer({ amount, amountKind: 'liberado', installment: paymentForDueMonths(amount * gross, rate, months), installments, firstDueDays, iof }),
        );
        const financedIn = paymentForDueMonths((amount + fee) * gross, rate, months);
        const withFee = analysed(analyseOffer(withCost({ amount, amountKind: 'liberado', installment: financedIn, installments, firstDueDays, iof }, id, fee)));
        expect(withFee.cet.monthly).toBeGreaterThan(clean.cet.monthly);
        expect(withFee.cet.yearly).toBeGreaterThanOrEqual(clean.cet.yearly);
      }),
      { numRuns: 300 },
    );
  });

  it('fees financed always raise the CET: the same contract total and installments, the fee taken from what is released', () => {
    fc.assert(
      fc.property(loanArbitrary, feeArbitrary, ({ amount, rate, installments, firstDueDays }, { id, share }) => {
        const fee = cents(amount * share);
        const installment = paymentForDueMonths(amount, rate, dueMonths(installments, firstDueDays));
        const base: OfferInput = { amount, amountKind: 'financiado', installment, installments, firstDueDays };
        const clean = analysed(analyseOffer(base));
        const withFee = analysed(analyseOffer(withCost(base, id, fee)));
        expect(withFee.cet.monthly).toBeGreaterThan(clean.cet.monthly);
        // The interest rate is the contract's: the fee changes what the client gets, not the rate.
        expect(withFee.rate.monthly).toBeCloseTo(clean.rate.monthly, 12);
      }),
      { numRuns: 300 },
    );
  });

  it('every installment is the amount released and the costs financed, each its share: the shares add up to the installments', () => {
    fc.assert(
      fc.property(loanArbitrary, fc.array(feeArbitrary, { maxLength: 4 }), ({ amount, rate, installments }, fees) => {
        let input: OfferInput = { amount, amountKind: 'financiado', installment: pricePayment(amount, rate, installments), installments };
        for (const { id, share } of fees) input = withCost(input, id, cents(amount * share * 0.2));
        const result = analyseOffer(input);
        if (!result.ok) return;
        const { analysis } = result;
        const costs = analysis.costs.reduce((sum, cost) => sum + cost.overTerm, 0);
        const releasedShare = (analysis.released / analysis.financed) * analysis.installment * analysis.installments;
        expect(releasedShare + costs).toBeCloseTo(analysis.installment * analysis.installments, 6);
        for (const cost of analysis.costs) expect(cost.overTerm).toBeGreaterThanOrEqual(cost.amount);
      }),
      { numRuns: 200 },
    );
  });
});

/** A proposal a bank might hand over: R$ 45.000,00 financed in 48x of R$ 1.550,00, 1,99% a.m. and CET 29,05% stated. */
const proposal: OfferInput = {
  amount: 45_000,
  amountKind: 'financiado',
  installment: 1_550,
  installments: 48,
  statedMonthlyRate: 0.0199,
  statedCet: 0.2905,
};

describe('analyseOffer: the figures it states', () => {
  it('the difference from the stated rate and CET, in words, with the points', () => {
    const analysis = analysed(analyseOffer(proposal));
    expect(analysis.rate.monthly).toBeGreaterThan(0.0199);
    expect(analysis.comparisons.rate).toMatchObject({ direction: 'acima', reference: 0.0199 });
    expect(analysis.comparisons.rate!.text).toBe(
      `A taxa de juros calculada pelas parcelas, ${analysis.rate.text.split(' (')[0]}, está ${percentagePoints(analysis.rate.monthly - 0.0199)} acima da informada na proposta (1,99% a.m.).`,
    );
    expect(analysis.comparisons.cet!.text).toMatch(/^O CET calculado, \d+,\d{1,2}% a\.a\., está \d+,\d{1,2} pontos percentuais acima do informado na proposta \(29,05% a\.a\.\)\.$/);
  });

  it('says a stated rate and CET agree when they are the computed ones as the proposal rounds them', () => {
    const installment = cents(pricePayment(40_000, 0.02, 48));
    const analysis = analysed(
      analyseOffer({ amount: 40_000, amountKind: 'financiado', installment, installments: 48, iof: 0, statedMonthlyRate: 0.02, statedCet: 0.2682 }),
    );
    expect(analysis.comparisons.rate).toMatchObject({ direction: 'igual', text: 'A taxa de juros calculada pelas parcelas, 2% a.m., confere com a informada na proposta (2% a.m.).' });
    expect(analysis.comparisons.cet).toMatchObject({ direction: 'igual', text: 'O CET calculado, 26,82% a.a., confere com o informado na proposta (26,82% a.a.).' });
  });

  it('says a stated rate above the computed one is above, with "ponto percentual" below two points and "pontos percentuais" from two', () => {
    const installment = pricePayment(40_000, 0.015, 48);
    const analysis = analysed(analyseOffer({ amount: 40_000, amountKind: 'financiado', installment, installments: 48, iof: 0, statedMonthlyRate: 0.0199 }));
    expect(analysis.comparisons.rate!.text).toBe(
      'A taxa de juros calculada pelas parcelas, 1,5% a.m., está 0,49 ponto percentual abaixo da informada na proposta (1,99% a.m.).',
    );
    expect(analysis.comparisons.cet).toBeNull();
    expect(percentagePoints(0.02)).toBe('2 pontos percentuais');
    expect(percentagePoints(-0.0011)).toBe('0,11 ponto percentual');
  });

  it('sets the true rate beside the market\'s average of its latest month, with the month and the source, as a fact', () => {
    const analysis = analysed(analyseOffer(proposal));
    expect(analysis.market).toMatchObject({
      month: '2026-08',
      monthLabel: 'agosto de 2026',
      rate: 0.0197,
      line: marketRate.line,
      source: marketRate.source,
      sourceUrl: marketRate.sourceUrl,
    });
    expect(analysis.market.comparison.direction).toBe('acima');
    expect(analysis.market.comparison.text).toMatch(/^A taxa de juros calculada, [\d,]+% a\.m\., está [\d,]+ ponto percentual acima da média do mercado em agosto de 2026 \(1,97% a\.m\.\)\.$/);
    expect(analysis.market.note).toMatch(/não há um limite fixo/);
  });

  it('places the institution chosen in the week\'s list, as its average and never as an offer', () => {
    const analysis = analysed(analyseOffer({ ...proposal, institution: '59285411' }));
    expect(analysis.institution).toMatchObject({ name: 'BANCO PAN', position: 36, positionLabel: '36ª de 39', monthly: 2.9 });
    expect(analysis.institution!.line).toContain('média de 2,9% a.m.');
    expect(analysis.institution!.notAnOffer).toMatch(/não uma oferta/);
    expect(analysis.institution!.comparison.direction).toBe('abaixo');
    expect(analysis.institution!.comparison.text).toMatch(/abaixo da média dessa instituição na semana \(2,9% a\.m\.\)\.$/);
    expect(analysed(analyseOffer({ ...proposal, institution: '12345678' })).institution).toBeNull();
    expect(analysed(analyseOffer(proposal)).institution).toBeNull();
  });

  it('says what each cost weighs over the term, interest included; paid at signing, itself, and the CET counts it as not received', () => {
    const fees = { cadastro: 800, registro: 250 };
    const financedIn = analysed(analyseOffer({ ...proposal, fees, insurance: 1_500 }));
    const cadastro = financedIn.costs.find((cost) => cost.id === 'cadastro')!;
    expect(cadastro.financed).toBe(true);
    expect(cadastro.overTerm).toBeCloseTo((800 / 45_000) * 1_550 * 48, 9);
    expect(cadastro.text).toBe(`Tarifa de cadastro: R$\u00a0800,00, que custam ${formatBRL((800 / 45_000) * 1_550 * 48)} no prazo, com juros.`);
    expect(financedIn.costs.map((cost) => cost.id)).toEqual(['iof', 'cadastro', 'registro', 'seguro']);
    expect(financedIn.released).toBeCloseTo(45_000 - financedIn.iof - 2_550, 9);

    const atSigning = analysed(analyseOffer({ ...proposal, fees, insurance: 1_500, costsPaid: 'a-vista' }));
    expect(atSigning.costs.find((cost) => cost.id === 'seguro')).toMatchObject({ financed: false, overTerm: 1_500, perInstallment: 0, text: 'Seguro: R$\u00a01.500,00, pagos na assinatura.' });
    expect(atSigning.upfront).toBe(2_550);
    expect(atSigning.totalPaid).toBe(1_550 * 48 + 2_550);
    expect(atSigning.netReleased).toBeCloseTo(atSigning.released - 2_550, 9);
    expect(atSigning.cet.monthly).toBeGreaterThan(analysed(analyseOffer(proposal)).cet.monthly);
  });

  it('uses the IOF typed instead of computing it', () => {
    const analysis = analysed(analyseOffer({ ...proposal, iof: 1_000 }));
    expect(analysis).toMatchObject({ iof: 1_000, iofComputed: false, released: 44_000 });
    expect(analysed(analyseOffer({ ...proposal, amountKind: 'liberado', iof: 1_000 }))).toMatchObject({ financed: 46_000, released: 45_000 });
  });

  it('a first installment later than 30 days, with the same installment, means a lower rate', () => {
    const in30 = analysed(analyseOffer(proposal));
    const in60 = analysed(analyseOffer({ ...proposal, firstDueDays: 60 }));
    expect(in60.rate.monthly).toBeLessThan(in30.rate.monthly);
    expect(in60.firstDueDays).toBe(60);
    expect(in30.firstDueDays).toBe(30);
  });

  it('refuses figures that make no loan, saying which to check', () => {
    expect(analyseOffer({ ...proposal, installment: 900 })).toEqual({
      ok: false,
      problem: 'parcelas-abaixo-do-valor',
      message: 'As parcelas somam R$\u00a043.200,00, não mais que o valor financiado com IOF e tarifas (R$\u00a045.000,00): confira a parcela, o número de parcelas e os custos.',
    });
    expect(analyseOffer({ ...proposal, fees: { outras: 44_000 } })).toMatchObject({ ok: false, problem: 'custos-acima-do-valor' });
    expect(analyseOffer({ ...proposal, installments: 0 })).toMatchObject({ ok: false, problem: 'dados-invalidos' });
    expect(analyseOffer({ ...proposal, installment: Number.NaN })).toMatchObject({ ok: false, problem: 'dados-invalidos' });
  });
});

describe('analyseOffer: each flag and its rule (BRAZIL.md, "Reading a bank\'s offer")', () => {
  const flagsOf = (input: Partial<OfferInput>) => analysed(analyseOffer({ ...proposal, statedCet: null, ...input })).flags;
  const idsOf = (input: Partial<OfferInput>) => flagsOf(input).map((flag) => flag.id);

  it('a clean proposal raises none', () => {
    expect(flagsOf({})).toEqual([]);
  });

  it('TAC or TEC charged: an alert, not allowed since 30/04/2008 (Res. CMN 3.518/2007; STJ, Temas 618–621)', () => {
    expect(flagsOf({ fees: { tac: 600 } })).toEqual([
      {
        id: 'tac',
        tone: 'alerta',
        title: 'TAC ou TEC cobrada',
        text: 'A proposta cobra R$\u00a0600,00 de tarifa de abertura de crédito (TAC) ou de emissão de carnê (TEC). Essas tarifas não são permitidas em contratos desde 30/04/2008: você pode pedir que sejam retiradas.',
        basis: 'Resolução CMN 3.518/2007; STJ, Temas 618 a 621.',
      },
    ]);
    expect(idsOf({ fees: { tac: 0 } })).toEqual([]);
  });

  it('insurance or insurer imposed: an alert (venda casada: CDC art. 39, I; STJ, Tema 972), with or without its amount', () => {
    for (const insuranceChoice of ['exigido', 'seguradora-do-banco'] as const) {
      const [flag] = flagsOf({ insurance: 2_000, insuranceChoice });
      expect(flag).toMatchObject({ id: 'seguro-imposto', tone: 'alerta', basis: 'Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972 (2018).' });
      expect(flag!.text).toMatch(/^A proposta inclui R\$\u00a02\.000,00 de seguro, .*venda casada\.$/);
    }
    expect(flagsOf({ insuranceChoice: 'exigido' })[0]!.text).toMatch(/^A proposta inclui seguro, e você diz/);
  });

  it('insurance included, not said to be imposed: information that it is optional, with what it costs over the term', () => {
    for (const insuranceChoice of ['', 'escolhido', null] as const) {
      const analysis = analysed(analyseOffer({ ...proposal, statedCet: null, insurance: 2_000, insuranceChoice }));
      expect(analysis.flags.map((flag) => flag.id)).toEqual(['seguro-opcional']);
      const overTerm = analysis.costs.find((cost) => cost.id === 'seguro')!.overTerm;
      expect(analysis.flags[0]).toMatchObject({ tone: 'informacao', basis: 'Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972 (2018).' });
      expect(analysis.flags[0]!.text).toBe(
        `A proposta inclui R$\u00a02.000,00 de seguro, que custam ${formatBRL(overTerm)} até o fim do contrato. O seguro prestamista é opcional: você pode recusá-lo ou escolher outra seguradora.`,
      );
    }
  });

  it('bundled products: an alert, named as typed, by amount or name alone (venda casada)', () => {
    expect(flagsOf({ bundled: 900, bundledName: 'Título de capitalização' })[0]).toMatchObject({
      id: 'produtos',
      tone: 'alerta',
      text: expect.stringMatching(/^A proposta inclui Título de capitalização \(R\$\u00a0900,00\)\. Um produto que não é crédito/),
    });
    expect(flagsOf({ bundled: 900 })[0]!.text).toMatch(/^A proposta inclui outros produtos \(R\$\u00a0900,00\)\./);
    expect(flagsOf({ bundledName: 'Garantia estendida' })[0]!.text).toMatch(/^A proposta inclui Garantia estendida\. /);
    expect(idsOf({ bundledName: '  ' })).toEqual([]);
  });

  it('registration or appraisal charged: to be checked as rendered and not excessive (STJ, Tema 958), their sum', () => {
    expect(flagsOf({ fees: { registro: 350, avaliacao: 450 } })).toEqual([
      {
        id: 'registro-avaliacao',
        tone: 'atencao',
        title: 'Registro do contrato ou avaliação do bem',
        text: 'A proposta cobra R$\u00a0800,00 de registro do contrato ou avaliação do bem. Essas tarifas só valem se o serviço foi de fato prestado e o valor não é excessivo: peça o comprovante.',
        basis: 'STJ, Tema 958 (2018).',
      },
    ]);
    expect(idsOf({ fees: { avaliacao: 300 } })).toEqual(['registro-avaliacao']);
  });

  it('a cadastro fee: information that it is allowed once, at the start of the relationship', () => {
    expect(flagsOf({ fees: { cadastro: 700 } })).toMatchObject([{ id: 'cadastro', tone: 'informacao', basis: 'Resolução CMN 3.518/2007; STJ, Temas 618 a 621.' }]);
  });

  it('a stated CET below the computed one by more than 0,1 point (Res. CMN 4.881/2020); never for one that agrees or is above', () => {
    const computed = analysed(analyseOffer(proposal)).cet.yearly;
    expect(idsOf({ statedCet: computed - 0.05 })).toEqual(['cet-informado']);
    expect(flagsOf({ statedCet: computed - 0.05 })[0]!.text).toMatch(/^O CET informado na proposta \([\d,]+% a\.a\.\) é menor que o calculado com os valores dela/);
    expect(idsOf({ statedCet: computed - 0.0005 })).toEqual([]);
    expect(idsOf({ statedCet: computed + 0.05 })).toEqual([]);
    expect(idsOf({ statedCet: null })).toEqual([]);
  });

  it('lists alerts first, then what to check, then what to know', () => {
    expect(
      idsOf({ fees: { cadastro: 500, registro: 300, tac: 400 }, insurance: 1_000, bundled: 200, statedCet: 0.2 }),
    ).toEqual(['tac', 'produtos', 'cet-informado', 'registro-avaliacao', 'seguro-opcional', 'cadastro']);
  });
});
