/** The products the broker offers (`produtos`), each with its figures and its own claims. */
import * as v from 'valibot';
import type { BrokerProducts } from '../profile';
import { editing, field } from './editor';
import { between, claimLine, range } from './fields';

const installments = editing(v.pipe(
  v.array(field(between(1, 120, ' meses', true), 'Parcelas')),
  v.minLength(1, 'esperado ao menos um número de parcelas'),
  v.check((value) => value.every((count, index) => index === 0 || count > value[index - 1]!), 'esperado números de parcelas em ordem crescente, sem repetição'),
), { summary: '{{fields.parcelas}} parcelas' });

const monthlyRate = field(editing(between(0.1, 10, '% ao mês'), { decimals: 2 }), 'Taxa mensal (% ao mês)', 'A menor taxa oferecida, como 1,39 para 1,39% ao mês. O site calcula os exemplos e o CET a partir dela.');

/** The most a vehicle backs, in percent of its value (the loan-to-value): 70 for 70%. */
const loanToValueMessage = 'esperado o máximo emprestado em % do valor do veículo: um número entre 10% e 100%';
const loanToValue = v.pipe(v.number(loanToValueMessage), v.minValue(10, loanToValueMessage), v.maxValue(100, loanToValueMessage));

const amount = editing(between(100, 10_000_000, ' reais'), { number_format: 'money' });

const productHint = 'Se a corretora oferece este produto, preencha todos os campos; se não, deixe-os vazios.';

/** What the broker says of one product beyond its figures, each a claim it must be able to keep. */
const highlights = v.pipe(
  v.array(field(claimLine, 'Vantagem')),
  v.maxLength(4, 'esperado no máximo 4 vantagens'),
  v.check((list) => new Set(list).size === list.length, 'esperado cada vantagem uma vez só'),
);
const highlightsHint =
  'Opcional: até 4 frases curtas que a corretora pode comprovar, como "Sem taxa de adesão"; a taxa, o prazo e a aprovação o site já escreve a partir dos números.';

/** One product's offer; `min`/`max` name the amount the product ranges over. */
const offer = <const Extra extends v.ObjectEntries>(extra: Extra) =>
  v.strictObject({
    taxaMensal: monthlyRate,
    parcelas: field(installments, 'Prazos (número de parcelas)', 'Em ordem crescente, como 12, 24, 36, 48'),
    ...extra,
    vantagens: v.optional(field(highlights, 'Vantagens (página Serviços)', highlightsHint)),
  });

export const products = v.pipe(
  v.strictObject({
    financiamento: v.optional(
      field(
        offer({
          valorMinimoVeiculo: field(amount, 'Valor mínimo do veículo (R$)'),
          entradaMinimaPercentual: field(between(0, 90, '%'), 'Entrada mínima (%)', 'Percentual do valor do veículo'),
        }),
        'Financiamento',
        productHint,
      ),
    ),
    emprestimo: v.optional(
      field(
        v.pipe(
          offer({
            valorMinimo: field(amount, 'Valor mínimo (R$)'),
            valorMaximo: field(amount, 'Valor máximo (R$)'),
            liberacaoEmHoras: field(range(720, ' horas'), 'Liberação do dinheiro (horas)'),
            limitePercentualDoVeiculo: field(loanToValue, 'Limite do valor do veículo (%)', 'O máximo emprestado, em % do valor do veículo na tabela FIPE: 70 para 70%.'),
          }),
          v.check((value) => value.valorMinimo < value.valorMaximo, 'esperado valorMinimo menor que valorMaximo'),
        ),
        'Empréstimo com garantia do veículo',
        productHint,
      ),
    ),
    refinanciamento: v.optional(
      field(offer({
          reducaoMaximaParcelaPercentual: field(between(1, 90, '%'), 'Redução máxima da parcela (%)'),
          limitePercentualDoVeiculo: field(loanToValue, 'Limite do valor do veículo (%)', 'O máximo emprestado, em % do valor do veículo na tabela FIPE: 70 para 70%.'),
        }), 'Refinanciamento', productHint),
    ),
  }),
  v.check((value) => Object.values(value).some((item) => item !== undefined), 'esperado ao menos um produto: financiamento, emprestimo ou refinanciamento'),
  v.transform((value): BrokerProducts => {
    const tuple = (list: number[]) => list as unknown as readonly [number, ...number[]];
    // The file's words become the product ids here, the one place: `emprestimo` is `emprestimo-com-garantia`.
    const { financiamento, emprestimo, refinanciamento } = value;
    return {
      ...(financiamento && {
        financiamento: {
          monthlyRate: financiamento.taxaMensal / 100,
          installments: tuple(financiamento.parcelas),
          minAmount: financiamento.valorMinimoVeiculo,
          maxAmount: null,
          minDownPaymentRatio: financiamento.entradaMinimaPercentual / 100,
          highlights: financiamento.vantagens ?? [],
        },
      }),
      ...(emprestimo && {
        'emprestimo-com-garantia': {
          monthlyRate: emprestimo.taxaMensal / 100,
          installments: tuple(emprestimo.parcelas),
          minAmount: emprestimo.valorMinimo,
          maxAmount: emprestimo.valorMaximo,
          releaseHours: emprestimo.liberacaoEmHoras,
          maxLoanToValue: emprestimo.limitePercentualDoVeiculo / 100,
          highlights: emprestimo.vantagens ?? [],
        },
      }),
      ...(refinanciamento && {
        refinanciamento: {
          monthlyRate: refinanciamento.taxaMensal / 100,
          installments: tuple(refinanciamento.parcelas),
          minAmount: 0,
          maxAmount: null,
          maxInstallmentReduction: refinanciamento.reducaoMaximaParcelaPercentual / 100,
          maxLoanToValue: refinanciamento.limitePercentualDoVeiculo / 100,
          highlights: refinanciamento.vantagens ?? [],
        },
      }),
    };
  }),
);
