/**
 * The Portuguese words of the offer check's results ("Confira sua proposta", issue 51): the
 * messages at the form's fields, the results' labels and sentences, the flags with their legal
 * basis (BRAZIL.md, "Reading a bank's offer"), the line that says it is informative, not legal
 * advice, the WhatsApp message's words and the page's around the results. The numbers are the
 * analysis' (`./analyse.ts`); every sentence here is built from them. The form's own words (its
 * fields, choices and bounds) are `./form.ts`'.
 */
import { formatBRL, formatDecimal, formatPercent } from '../format';
import { iofRuleText, offerBounds, type InsuranceChoice, type OfferAmountKind, type OfferFeeId } from './form';

/** `1 ponto percentual`, `0,11 ponto percentual`, `2,5 pontos percentuais`: points between two rates (ratios). */
export function percentagePoints(difference: number): string {
  const points = Math.abs(difference) * 100;
  return `${formatDecimal(points)} ${points >= 2 ? 'pontos percentuais' : 'ponto percentual'}`;
}

/** `2,1% a.m.` from a ratio. */
export const monthlyRateText = (ratio: number): string => `${formatPercent(ratio)} a.m.`;
/** `29,05% a.a.` from a ratio. */
export const yearlyRateText = (ratio: number): string => `${formatPercent(ratio)} a.a.`;

/** The messages at the offer form's fields (the amounts' "not an amount" and "positive" are `fieldRuleMessages`'). */
export const offerFieldMessages = {
  amount: `Informe um valor entre ${formatBRL(offerBounds.amount.min)} e ${formatBRL(offerBounds.amount.max)}.`,
  installmentAboveAmount: 'A parcela deve ser menor que o valor da proposta.',
  installments: `Informe o número de parcelas: um número de ${offerBounds.installments.min} a ${offerBounds.installments.max}.`,
  firstDueDate: 'Informe a data como no documento: dd/mm/aaaa.',
  /** A date outside 1–180 days from today; a signed contract's first installment may be past: leave it blank. */
  firstDueDateRange: `Informe uma data entre amanhã e ${offerBounds.firstDueDays.max} dias a partir de hoje. Se ela já passou, deixe em branco.`,
  statedRate: `Informe a taxa ao mês como na proposta, entre 0,01 e ${formatDecimal(offerBounds.statedRate.max)}: por exemplo, 1,99.`,
  statedCet: `Informe o CET ao ano como na proposta, entre 0,01 e ${formatDecimal(offerBounds.statedCet.max)}: por exemplo, 29,05.`,
  /**
   * A CET a year below the stated rate compounded to a year (a CET includes the interest): the CET
   * typed is probably the monthly one, or the rate is mistyped.
   * `O CET não pode ser menor que a taxa de juros informada, que dá 26,67% ao ano: confira se digitou o CET ao ano.`
   */
  cetBelowRate: (yearlyRate: number): string =>
    `O CET não pode ser menor que a taxa de juros informada, que dá ${formatPercent(yearlyRate)} ao ano: confira se digitou o CET ao ano.`,
  costAboveAmount: 'Este valor deve ser menor que o valor da proposta.',
  /** The installments add up to less than the amount: some figure is mistyped. */
  installmentsBelowAmount: (total: number, amount: number): string =>
    `As parcelas somam ${formatBRL(total)}, menos que o valor da proposta (${formatBRL(amount)}): confira a parcela e o número de parcelas.`,
} as const;

/** What the results say, around the analysis' figures. */
export const offerCheckCopy = {
  title: 'Confira sua proposta',
  resultTitle: 'O custo real da sua proposta',
  /** Said with every result (and beside the form): a fact-based reading, never legal advice nor an offer. */
  disclaimer:
    'Conferência informativa, feita com os números que você digitou e as regras públicas do Banco Central: não é aconselhamento jurídico nem uma oferta de crédito.',
  labels: {
    rate: 'Taxa de juros pelas parcelas',
    cet: 'CET calculado',
    statedRate: 'Taxa informada',
    statedCet: 'CET informado',
    financed: 'Valor financiado',
    released: 'Valor liberado',
    upfront: 'Pago na assinatura',
    iof: 'IOF',
    totalInstallments: 'Soma das parcelas',
    totalPaid: 'Total a pagar',
    creditCost: 'Custo do crédito (total a pagar menos o valor liberado)',
    costs: 'Quanto cada custo pesa no prazo, com juros',
    market: 'Média do mercado',
    institution: 'Média da instituição na semana',
    flags: 'Pontos de atenção',
  },
  /** `2,1% a.m. (28,32% a.a.)` */
  rateValue: (monthly: number, yearly: number): string => `${monthlyRateText(monthly)} (${yearlyRateText(yearly)})`,
  /** `29,05% a.a.` */
  cetValue: yearlyRateText,
  /** The IOF the analysis computed because none was typed. */
  iofComputed: `calculado pelo site: ${iofRuleText}`,
  /** The way the CET was computed, said once under it (Res. CMN 4.881/2020). */
  cetMethod:
    'O CET é a taxa que iguala o valor liberado, menos o que você paga na assinatura, às parcelas nas datas de vencimento (Resolução CMN 4.881/2020), ao ano: (1 + taxa ao mês)^12 − 1.',
  costNames: {
    iof: 'IOF',
    cadastro: 'Tarifa de cadastro',
    avaliacao: 'Tarifa de avaliação do bem',
    registro: 'Tarifa de registro do contrato',
    tac: 'TAC ou TEC',
    outras: 'Outras tarifas',
    seguro: 'Seguro',
    produtos: 'Outros produtos',
  } satisfies Record<OfferFeeId | 'iof' | 'seguro' | 'produtos', string>,
  /** `Tarifa de cadastro: R$ 800,00, que custam R$ 1.219,78 no prazo, com juros.` */
  financedCost: (name: string, amount: number, overTerm: number): string =>
    `${name}: ${formatBRL(amount)}, que custam ${formatBRL(overTerm)} no prazo, com juros.`,
  /** `Tarifa de cadastro: R$ 800,00, pagos na assinatura.` */
  upfrontCost: (name: string, amount: number): string => `${name}: ${formatBRL(amount)}, pagos na assinatura.`,
  /** The computed rate against the stated one, in words. */
  rateComparison: (computed: number, stated: number, direction: OfferDirection): string =>
    direction === 'igual'
      ? `A taxa de juros calculada pelas parcelas, ${monthlyRateText(computed)}, confere com a informada na proposta (${monthlyRateText(stated)}).`
      : `A taxa de juros calculada pelas parcelas, ${monthlyRateText(computed)}, está ${percentagePoints(computed - stated)} ${direction} da informada na proposta (${monthlyRateText(stated)}).`,
  /** The computed CET against the stated one, in words. */
  cetComparison: (computed: number, stated: number, direction: OfferDirection): string =>
    direction === 'igual'
      ? `O CET calculado, ${yearlyRateText(computed)}, confere com o informado na proposta (${yearlyRateText(stated)}).`
      : `O CET calculado, ${yearlyRateText(computed)}, está ${percentagePoints(computed - stated)} ${direction} do informado na proposta (${yearlyRateText(stated)}).`,
  /** The computed rate against the market's average of its latest month (`agosto de 2026`), a fact, no verdict. */
  marketComparison: (computed: number, average: number, month: string, direction: OfferDirection): string =>
    direction === 'igual'
      ? `A taxa de juros calculada, ${monthlyRateText(computed)}, é igual à média do mercado em ${month} (${monthlyRateText(average)}).`
      : `A taxa de juros calculada, ${monthlyRateText(computed)}, está ${percentagePoints(computed - average)} ${direction} da média do mercado em ${month} (${monthlyRateText(average)}).`,
  /** The computed rate against the institution's average of the week, a fact, no verdict. */
  institutionComparison: (computed: number, average: number, direction: OfferDirection): string =>
    direction === 'igual'
      ? `A taxa de juros calculada, ${monthlyRateText(computed)}, é igual à média dessa instituição na semana (${monthlyRateText(average)}).`
      : `A taxa de juros calculada, ${monthlyRateText(computed)}, está ${percentagePoints(computed - average)} ${direction} da média dessa instituição na semana (${monthlyRateText(average)}).`,
  /** Said beside the market's comparison (BRAZIL.md: courts weigh it, with no fixed threshold). */
  marketNote: 'A média do mercado é uma referência: não há um limite fixo acima do qual uma taxa seja ilegal.',
  noFlags: 'Nenhuma tarifa, seguro ou produto informado pede atenção.',
  /** Why there is no result: the figures do not make a loan. */
  problems: {
    invalid: 'Confira o valor, a parcela e o número de parcelas: faltam números para a conta.',
    installmentsBelowFinanced: (total: number, financed: number): string =>
      `As parcelas somam ${formatBRL(total)}, não mais que o valor financiado com IOF e tarifas (${formatBRL(financed)}): confira a parcela, o número de parcelas e os custos.`,
    costsAboveAmount: (costs: number, amount: number): string =>
      `O IOF, as tarifas, o seguro e os produtos somam ${formatBRL(costs)}, o valor da proposta ou mais (${formatBRL(amount)}): confira os valores.`,
  },
} as const;

/** How a computed figure stands to another: equal (within the rounding), above or below. */
export type OfferDirection = 'igual' | 'acima' | 'abaixo';

/** The kinds of flags, from the most to the least pressing. */
export type OfferFlagTone = 'alerta' | 'atencao' | 'informacao';

/**
 * The flags, each with its basis (BRAZIL.md, "Reading a bank's offer"): what was found in the
 * offer, in words for a visitor, and the rule it rests on. Written as facts and rights, never as
 * a judgement of the contract.
 */
export const offerFlagCopy = {
  tac: {
    tone: 'alerta',
    title: 'TAC ou TEC cobrada',
    text: (amount: number): string =>
      `A proposta cobra ${formatBRL(amount)} de tarifa de abertura de crédito (TAC) ou de emissão de carnê (TEC). ` +
      'Essas tarifas não são permitidas em contratos desde 30/04/2008: você pode pedir que sejam retiradas.',
    basis: 'Resolução CMN 3.518/2007; STJ, Temas 618 a 621.',
  },
  'seguro-imposto': {
    tone: 'alerta',
    title: 'Seguro ou seguradora impostos',
    text: (amount: number | null): string =>
      (amount === null ? 'A proposta inclui seguro' : `A proposta inclui ${formatBRL(amount)} de seguro`) +
      ', e você diz que ele, ou a seguradora, foi imposto. O seguro prestamista é opcional: você pode recusá-lo ou escolher a seguradora. ' +
      'Exigi-lo para aprovar o crédito, ou impor a seguradora do banco, é venda casada.',
    basis: 'Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972 (2018).',
  },
  'seguro-opcional': {
    tone: 'informacao',
    title: 'Seguro incluído',
    text: (amount: number, overTerm: number): string =>
      `A proposta inclui ${formatBRL(amount)} de seguro, que custam ${formatBRL(overTerm)} até o fim do contrato. ` +
      'O seguro prestamista é opcional: você pode recusá-lo ou escolher outra seguradora.',
    basis: 'Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972 (2018).',
  },
  produtos: {
    tone: 'alerta',
    title: 'Produtos incluídos',
    text: (name: string | null, amount: number | null): string =>
      `A proposta inclui ${name ?? 'outros produtos'}${amount === null ? '' : ` (${formatBRL(amount)})`}. ` +
      'Um produto que não é crédito, como título de capitalização ou garantia estendida, não pode ser condição para o financiamento: seria venda casada.',
    basis: 'Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972 (2018).',
  },
  'registro-avaliacao': {
    tone: 'atencao',
    title: 'Registro do contrato ou avaliação do bem',
    text: (amount: number): string =>
      `A proposta cobra ${formatBRL(amount)} de registro do contrato ou avaliação do bem. ` +
      'Essas tarifas só valem se o serviço foi de fato prestado e o valor não é excessivo: peça o comprovante.',
    basis: 'STJ, Tema 958 (2018).',
  },
  cadastro: {
    tone: 'informacao',
    title: 'Tarifa de cadastro',
    text: (amount: number): string =>
      `A proposta cobra ${formatBRL(amount)} de tarifa de cadastro. Ela só pode ser cobrada uma vez, no início do relacionamento com a instituição: ` +
      'se você já é cliente dela, pergunte por que foi cobrada.',
    basis: 'Resolução CMN 3.518/2007; STJ, Temas 618 a 621.',
  },
  'cet-informado': {
    tone: 'atencao',
    title: 'CET informado abaixo do calculado',
    text: (stated: number, computed: number): string =>
      `O CET informado na proposta (${yearlyRateText(stated)}) é menor que o calculado com os valores dela (${yearlyRateText(computed)}). ` +
      'O CET deve incluir juros, tarifas, IOF e seguros: peça a planilha de cálculo do CET.',
    basis: 'Resolução CMN 4.881/2020.',
  },
} as const satisfies Record<string, { tone: OfferFlagTone; title: string; text: (...values: never[]) => string; basis: string }>;

export type OfferFlagId = keyof typeof offerFlagCopy;

/** The words of the tones, for a badge or a screen reader. */
export const offerFlagToneLabels = { alerta: 'Alerta', atencao: 'Atenção', informacao: 'Para saber' } as const satisfies Record<OfferFlagTone, string>;

/**
 * The words of the WhatsApp message 'Quero uma proposta melhor' (`@repo/whatsapp/offer` builds it):
 * in the visitor's voice, the proposal as they typed it, what the check computed and the flags'
 * titles, then the origin line.
 */
export const offerMessageCopy = {
  greeting: 'Olá! Recebi uma proposta de financiamento de veículo e quero uma proposta melhor.',
  offerTitle: 'A proposta que recebi',
  institution: 'Instituição',
  amount: { financiado: 'Valor financiado', liberado: 'Valor liberado' } satisfies Record<OfferAmountKind, string>,
  installments: 'Parcelas',
  /** `48x de R$ 1.550,00` */
  installmentsValue: (count: number, installment: number): string => `${count}x de ${formatBRL(installment)}`,
  firstDue: '1ª parcela',
  /** `em 30 dias` */
  firstDueValue: (days: number): string => `em ${days} ${days === 1 ? 'dia' : 'dias'}`,
  /** After the first due date the check assumed (the visitor typed none): the broker reads it is not the document's. */
  firstDueAssumed: '(data não informada)',
  statedRate: 'Taxa informada',
  statedCet: 'CET informado',
  /** After the IOF the check computed. */
  iofComputed: '(calculado no site)',
  /** After a cost paid at signing. */
  paidAtSigning: '(pago na assinatura)',
  /** After the insurance, what the visitor was told of it. */
  insuranceChoice: {
    escolhido: '(era opcional, escolhi a seguradora)',
    exigido: '(disseram que era obrigatório)',
    'seguradora-do-banco': '(só podia ser a seguradora do banco)',
  } satisfies Record<Exclude<InsuranceChoice, ''>, string>,
  checkTitle: 'Conferência feita no site',
  rate: 'Taxa de juros pelas parcelas',
  cet: 'CET calculado',
  totalPaid: 'Total a pagar',
  /** `Média do mercado em agosto de 2026` */
  market: (month: string): string => `Média do mercado em ${month}`,
  /** `1,97% a.m. (Banco Central)` */
  marketValue: (ratio: number): string => `${monthlyRateText(ratio)} (Banco Central)`,
  institutionAverage: 'Média da instituição na semana',
  /** `2,9% a.m., 36ª de 39` */
  institutionAverageValue: (ratio: number, position: string): string => `${monthlyRateText(ratio)}, ${position}`,
  flagsTitle: 'Pontos de atenção',
} as const;

/**
 * The words of the offer check's page (/confira-sua-proposta) around its form and results: the
 * hero, the form's heading, the results' parts and the hand-off 'Quero uma proposta melhor'. The
 * form's own words are `./form.ts`' (`offerFieldCopy`, `offerFormCopy`), the results' sentences
 * `offerCheckCopy`'s.
 */
export const offerPageCopy = {
  title: offerCheckCopy.title,
  subtitle:
    'Digite os números da proposta ou do contrato (CCB) que você recebeu, como estão no documento: mostramos a taxa de juros real, o CET, quanto cada tarifa e o seguro custam no prazo e a média do mercado.',
  formTitle: 'Os números da sua proposta',
  /** Over the results when a field was changed after the check. */
  changedSinceCheck: 'Você mudou algum número depois da conferência: confira de novo para atualizar o resultado.',
  /** The results' parts, each a heading. */
  resultParts: {
    rates: 'Taxa de juros e CET',
    totals: 'Quanto você paga',
    costs: offerCheckCopy.labels.costs,
    market: offerCheckCopy.labels.market,
    institution: offerCheckCopy.labels.institution,
    flags: offerCheckCopy.labels.flags,
  },
  /** Before a flag's legal basis. */
  basisLabel: 'Base legal:',
  /** Beside the IOF when the check computed it (`iofComputed`). */
  iofComputedLabel: `IOF ${offerCheckCopy.iofComputed}`,
  betterOffer: {
    title: 'Quer uma proposta melhor?',
    text: 'Envie esta conferência para a nossa equipe pelo WhatsApp: levamos o seu pedido aos bancos parceiros, e toda proposta passa por análise de crédito.',
    label: 'Quero uma proposta melhor',
  },
} as const;
