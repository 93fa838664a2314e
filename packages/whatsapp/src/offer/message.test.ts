import { broker, campaignCopy, institutionRanking, offerBounds, type OfferInput } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../messages';
import { campaignMaxLength } from '../campaign';
import { readOriginLine } from '../origin';
import { emptyOfferDraft } from './fields';
import { toOfferInput } from './rules';
import { offerCheckMessage, offerCheckWhatsApp } from './message';

const today = new Date(2026, 11, 1, 12);
/** The text of a wa.me link, decoded (never URLSearchParams: `+` is not a space). */
const linkText = (url: string) => decodeURIComponent(url.split('?text=')[1] ?? '');

/** BRAZIL.md's worked example as a bank would hand it: R$ 40.000,00 released, 48x of R$ 1.343,70, nothing else. */
const clean = toOfferInput({ ...emptyOfferDraft, amountKind: 'liberado', amount: '40.000', installment: 'R$ 1.343,70', installments: '48' }, today)!;

/** A proposal with TAC, imposed insurance and other fees, the institution picked from the list, typed as people type. */
const withTac = toOfferInput(
  {
    ...emptyOfferDraft,
    amount: 'R$ 45.000,00',
    installment: '1.550,00',
    installments: '48',
    firstDueDate: '15/01/2027',
    statedRate: '1,99%',
    statedCet: '29,05',
    feeCadastro: '700',
    feeRegistro: '350,50',
    feeTac: 'R$ 800,00',
    insurance: '2.000',
    insuranceChoice: 'exigido',
    institution: '59285411',
  },
  today,
)!;

describe('offerCheckMessage: "Quero uma proposta melhor"', () => {
  it('a clean proposal: the greeting in the visitor\'s voice, the proposal, what the check computed, the origin line', () => {
    expect(offerCheckMessage(clean)).toBe(
      [
        'Olá! Recebi uma proposta de financiamento de veículo e quero uma proposta melhor.',
        '',
        'A proposta que recebi',
        'Valor liberado: R$\u00a040.000,00',
        'Parcelas: 48x de R$\u00a01.343,70',
        '1ª parcela: em 30 dias (data não informada)',
        'IOF: R$\u00a01.299,56 (calculado no site)',
        '',
        'Conferência feita no site',
        'Taxa de juros pelas parcelas: 1,99% a.m. (26,67% a.a.)',
        'CET calculado: 29,05% a.a.',
        'Total a pagar: R$\u00a064.497,60',
        'Média do mercado em agosto de 2026: 1,97% a.m. (Banco Central)',
        '',
        'Origem: conferência de proposta',
      ].join('\n'),
    );
  });

  it('a proposal with TAC and imposed insurance, its institution from the list: every figure, the averages, the flags\' titles', () => {
    expect(offerCheckMessage(withTac, 'instagram / julho')).toBe(
      [
        'Olá! Recebi uma proposta de financiamento de veículo e quero uma proposta melhor.',
        '',
        'A proposta que recebi',
        'Instituição: BANCO PAN',
        'Valor financiado: R$\u00a045.000,00',
        'Parcelas: 48x de R$\u00a01.550,00',
        '1ª parcela: em 45 dias',
        'Taxa informada: 1,99% a.m.',
        'CET informado: 29,05% a.a.',
        'IOF: R$\u00a01.441,73 (calculado no site)',
        'Tarifa de cadastro: R$\u00a0700,00',
        'Tarifa de registro do contrato: R$\u00a0350,50',
        'TAC ou TEC: R$\u00a0800,00',
        'Seguro: R$\u00a02.000,00 (disseram que era obrigatório)',
        '',
        'Conferência feita no site',
        'Taxa de juros pelas parcelas: 2,22% a.m. (30,12% a.a.)',
        'CET calculado: 40,11% a.a.',
        'Total a pagar: R$\u00a074.400,00',
        'Média do mercado em agosto de 2026: 1,97% a.m. (Banco Central)',
        'Média da instituição na semana: 2,9% a.m., 36ª de 39',
        '',
        'Pontos de atenção',
        '- TAC ou TEC cobrada',
        '- Seguro ou seguradora impostos',
        '- CET informado abaixo do calculado',
        '- Registro do contrato ou avaliação do bem',
        '- Tarifa de cadastro',
        '',
        'Origem: conferência de proposta · instagram / julho',
      ].join('\n'),
    );
  });

  it('costs paid at signing say so; the products by the name typed', () => {
    const text = offerCheckMessage({ ...clean, fees: { avaliacao: 300 }, bundled: 900, bundledName: 'Garantia estendida', costsPaid: 'a-vista' })!;
    expect(text).toContain('\nTarifa de avaliação do bem: R$\u00a0300,00 (pago na assinatura)\n');
    expect(text).toContain('\nGarantia estendida: R$\u00a0900,00 (pago na assinatura)\n');
    expect(text).toContain('\n- Produtos incluídos\n');
  });

  it('is counted as the offer check\'s: its origin line reads back as "conferência de proposta", with no product', () => {
    expect(readOriginLine(offerCheckMessage(withTac)!)).toEqual({ origin: 'conferência de proposta' });
  });

  it('never speaks for the broker: no warning against payments in advance in the visitor\'s mouth, no promise', () => {
    const text = offerCheckMessage(withTac)!;
    expect(text).not.toMatch(/pagamento antecipado|aprovad|garantid/i);
  });

  it('is null when the figures make no loan', () => {
    expect(offerCheckMessage({ ...clean, installment: 500 })).toBeNull();
    expect(offerCheckWhatsApp({ ...clean, installment: 500 })).toBeNull();
  });
});

describe('offerCheckWhatsApp and the 2,000-character rule', () => {
  it('opens on the broker\'s number with the whole text, encoded with encodeURIComponent', () => {
    const message = offerCheckWhatsApp(withTac)!;
    expect(message.url.startsWith(`https://wa.me/${broker.whatsapp.international}?text=`)).toBe(true);
    expect(linkText(message.url)).toBe(offerCheckMessage(withTac));
    expect(message.url).not.toContain('+');
    expect(message).toMatchObject({ length: message.text.length, tooLong: false });
  });

  it('the longest message a form can make (every cost at its most, every flag, the longest products, institution and campaign) stays within 2,000', () => {
    const longestName = institutionRanking.institutions.reduce((longest, institution) => (institution.name.length > longest.name.length ? institution : longest));
    const most = offerBounds.amount.max;
    const longest: OfferInput = {
      amount: most,
      amountKind: 'financiado',
      installment: most / 2,
      installments: 120,
      firstDueDays: 180,
      statedMonthlyRate: 0.1999,
      statedCet: 0.0001,
      iof: most * 0.0999,
      fees: { cadastro: most * 0.0999, avaliacao: most * 0.0999, registro: most * 0.0999, tac: most * 0.0999, outras: most * 0.0999 },
      insurance: most * 0.0999,
      insuranceChoice: 'seguradora-do-banco',
      bundled: most * 0.0999,
      // Longer than the field allows: the builder cuts it to the form's bound.
      bundledName: 'W'.repeat(offerBounds.bundledNameMaxLength + 40),
      costsPaid: 'a-vista',
      institution: longestName.cnpj8,
    };
    const campaign = Array.from({ length: 3 }, () => 'w'.repeat(campaignCopy.partMaxLength)).join(campaignCopy.separator);
    expect(campaign.length).toBeLessThanOrEqual(campaignMaxLength);
    const message = offerCheckWhatsApp(longest, broker.whatsapp.international, campaign)!;
    expect(message.text).toContain(`${'W'.repeat(offerBounds.bundledNameMaxLength)}: `);
    expect(message.text).not.toContain('W'.repeat(offerBounds.bundledNameMaxLength + 1));
    expect(message.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(6);
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(message.tooLong).toBe(false);
  });
});
