import { broker, personTypes, products } from '@repo/content';
import { describe, expect, it } from 'vitest';
import {
  contactMessage,
  contactMessageBudget,
  contactWhatsApp,
  MAX_MESSAGE_LENGTH,
  requestFieldMaxLengths,
  requestMessage,
  requestWhatsApp,
  type ContactForm,
} from './messages';
import { boundedFieldMaxLengths, emptyRequestDraft, toCreditRequest, type CreditRequest, type CreditRequestOf, type RequestDraft } from './request';

const nbsp = '\u00a0';

const contact: ContactForm = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com',
  phone: '66999991234',
  subject: 'Financiamento de moto',
  message: 'Bom dia!\nQuero financiar uma moto 2020.',
};

const individual: CreditRequestOf<'financiamento'> = {
  product: 'financiamento',
  personType: 'fisica',
  cpf: '52998224725',
  cnpj: '',
  fullName: 'João Pereira',
  email: 'joao@exemplo.com',
  phone: '(62) 98888-7777',
  vehicleType: 'carro',
  vehiclePrice: 85000,
  vehicleYear: '2020',
  downPayment: 20000,
  installments: 48,
};

const company: CreditRequestOf<'financiamento'> = {
  product: 'financiamento',
  personType: 'juridica',
  cpf: '52998224725',
  cnpj: '12abc34501de35',
  fullName: 'Transportes Exemplo Ltda.',
  email: 'frota@exemplo.com',
  phone: '6230000000',
  vehicleType: 'caminhao',
  vehiclePrice: 350000.5,
  vehicleYear: '2018',
  downPayment: 70000,
  installments: 60,
};

describe('contactMessage', () => {
  it.each([
    [
      'a filled form (the message keeps its line breaks)',
      contact,
      [
        'Nova mensagem do site institucional',
        '',
        'Nome: Maria da Silva',
        'E-mail: maria@exemplo.com',
        'Telefone: (66) 99999-1234',
        'Assunto: Financiamento de moto',
        'Mensagem: Bom dia!\nQuero financiar uma moto 2020.',
      ],
    ],
    [
      'padded fields and an incomplete phone (kept as typed)',
      { name: '  Ana ', email: ' ana@exemplo.com', phone: ' 9999 ', subject: 'Dúvida ', message: '\nOi\n' },
      [
        'Nova mensagem do site institucional',
        '',
        'Nome: Ana',
        'E-mail: ana@exemplo.com',
        'Telefone: 9999',
        'Assunto: Dúvida',
        'Mensagem: Oi',
      ],
    ],
  ])('for %s is the exact text', (_case, form, lines) => {
    expect(contactMessage(form)).toBe(lines.join('\n'));
  });

  it('opens on the broker\'s WhatsApp number by default', () => {
    expect(contactWhatsApp(contact).url.startsWith(`https://wa.me/${broker.whatsapp.international}?text=`)).toBe(true);
  });
});

describe('requestMessage › financing', () => {
  it.each([
    [
      'Pessoa Física',
      individual,
      [
        'Nova solicitação de financiamento',
        '',
        'Dados pessoais',
        'Tipo de pessoa: Pessoa Física',
        'CPF: 529.982.247-25',
        'Nome completo: João Pereira',
        'E-mail: joao@exemplo.com',
        'Telefone: (62) 98888-7777',
        '',
        'Dados do veículo',
        'Tipo de veículo: Carro',
        `Valor do veículo: R$${nbsp}85.000,00`,
        'Ano do veículo: 2020',
        `Valor de entrada: R$${nbsp}20.000,00`,
        'Número de parcelas: 48x',
      ],
    ],
    [
      'Pessoa Jurídica (alphanumeric CNPJ, no CPF line)',
      company,
      [
        'Nova solicitação de financiamento',
        '',
        'Dados pessoais',
        'Tipo de pessoa: Pessoa Jurídica',
        'CNPJ: 12.ABC.345/01DE-35',
        'Razão social: Transportes Exemplo Ltda.',
        'E-mail: frota@exemplo.com',
        'Telefone: (62) 3000-0000',
        '',
        'Dados do veículo',
        'Tipo de veículo: Caminhão',
        `Valor do veículo: R$${nbsp}350.000,50`,
        'Ano do veículo: 2018',
        `Valor de entrada: R$${nbsp}70.000,00`,
        'Número de parcelas: 60x',
      ],
    ],
    [
      'optional fields left empty',
      { ...individual, cpf: '529.982', vehicleType: '', vehicleYear: ' ', vehiclePrice: null, downPayment: Number.NaN, installments: null },
      [
        'Nova solicitação de financiamento',
        '',
        'Dados pessoais',
        'Tipo de pessoa: Pessoa Física',
        'CPF: 529.982',
        'Nome completo: João Pereira',
        'E-mail: joao@exemplo.com',
        'Telefone: (62) 98888-7777',
        '',
        'Dados do veículo',
        'Tipo de veículo: Não informado',
        'Valor do veículo: Não informado',
        'Ano do veículo: Não informado',
        'Valor de entrada: Não informado',
        'Número de parcelas: Não informado',
      ],
    ],
  ] as const)('for %s is the exact text', (_case, request, lines) => {
    expect(requestMessage(request)).toBe(lines.join('\n'));
  });

  it('sends the CPF only for Pessoa Física and the CNPJ only for Pessoa Jurídica', () => {
    expect(requestMessage(company)).not.toContain('529.982.247-25');
    expect(requestMessage({ ...individual, cnpj: '11222333000181' })).not.toContain('11.222.333/0001-81');
  });

  it('has no field for birth date, income or bank preference', () => {
    // @ts-expect-error income is never sent (SPEC §3, §7)
    const withIncome: CreditRequestOf<'financiamento'> = { ...individual, income: 5000 };
    // @ts-expect-error bank preference is never sent
    const withBank: CreditRequestOf<'financiamento'> = { ...individual, bankPreference: 'pan' };
    // @ts-expect-error birth date is never sent
    const withBirthDate: CreditRequestOf<'financiamento'> = { ...individual, birthDate: '01/01/1990' };
    for (const request of [withIncome, withBank, withBirthDate]) {
      expect(requestMessage(request)).toBe(requestMessage(individual));
    }
  });

  it('reports the link and the length of the message', () => {
    const built = requestWhatsApp(individual);
    expect(built.text).toBe(requestMessage(individual));
    expect(built.length).toBe(built.text.length);
    expect(built.tooLong).toBe(false);
  });
});

const personalLines = [
  '',
  'Dados pessoais',
  'Tipo de pessoa: Pessoa Física',
  'CPF: 529.982.247-25',
  'Nome completo: João Pereira',
  'E-mail: joao@exemplo.com',
  'Telefone: (62) 98888-7777',
  '',
];

describe('requestMessage › the other products', () => {
  const personal = {
    personType: individual.personType,
    cpf: individual.cpf,
    cnpj: individual.cnpj,
    fullName: individual.fullName,
    email: individual.email,
    phone: individual.phone,
  };

  it.each([
    [
      'a secured loan: the amount first, then the vehicle that guarantees it',
      {
        ...personal,
        product: 'emprestimo-com-garantia',
        loanAmount: 30000,
        ownedVehicleType: 'carro',
        ownedVehicleYear: '2019',
        ownedVehicleValue: 60000,
        installments: 36,
      },
      [
        'Nova solicitação de empréstimo com garantia',
        ...personalLines,
        'Dados do empréstimo',
        `Valor desejado: R$${nbsp}30.000,00`,
        'Tipo de veículo: Carro',
        'Ano do veículo: 2019',
        `Valor estimado do veículo: R$${nbsp}60.000,00`,
        'Número de parcelas: 36x',
      ],
    ],
    [
      'a refinancing without the current installment',
      {
        ...personal,
        product: 'refinanciamento',
        ownedVehicleType: 'moto',
        ownedVehicleYear: '2021',
        ownedVehicleValue: 25000,
        outstandingBalance: 12345.67,
        currentInstallment: null,
        installments: 24,
      },
      [
        'Nova solicitação de refinanciamento',
        ...personalLines,
        'Dados do refinanciamento',
        'Tipo de veículo: Moto',
        'Ano do veículo: 2021',
        `Valor do veículo: R$${nbsp}25.000,00`,
        `Saldo devedor atual: R$${nbsp}12.345,67`,
        'Valor da parcela atual: Não informado',
        'Número de parcelas: 24x',
      ],
    ],
  ] as const)('for %s is the exact text, the product named first', (_case, request: CreditRequest, lines) => {
    expect(requestMessage(request)).toBe(lines.join('\n'));
  });
});

describe('the 2,000-character rule', () => {
  const { message: _message, ...withoutMessage } = contact;

  it('sets the limit at 2000', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(2000);
  });

  it.each([
    ['fills the budget exactly', 0, 2000, false],
    ['is one character over the budget', 1, 2001, true],
  ])('a message that %s is %s characters long, tooLong %s', (_case, extra, length, tooLong) => {
    const budget = contactMessageBudget(withoutMessage);
    const built = contactWhatsApp({ ...contact, message: 'x'.repeat(budget + extra) });
    expect(built.length).toBe(length);
    expect(built.tooLong).toBe(tooLong);
  });

  it('shrinks the budget as the other fields grow, never below zero', () => {
    const budget = contactMessageBudget(withoutMessage);
    expect(contactMessageBudget({ ...withoutMessage, subject: `${contact.subject}!!!` })).toBe(budget - 3);
    expect(contactMessageBudget({ ...withoutMessage, subject: 'x'.repeat(5000) })).toBe(0);
  });
});

describe('the 2,000-character rule › the wizard\'s free text is bounded', () => {
  const limits = requestFieldMaxLengths;
  /**
   * Every field as long as its bound lets it be, and every optional answer empty where "Não
   * informado" is longer than any answer (the year's four digits, a vehicle kind, an installment).
   */
  const longest = (product: RequestDraft['product'], personType: RequestDraft['personType'], name = limits.fullName): RequestDraft => ({
    ...emptyRequestDraft,
    product,
    personType,
    cpf: 'x'.repeat(limits.cpf),
    cnpj: 'x'.repeat(limits.cnpj),
    fullName: 'x'.repeat(name),
    email: 'x'.repeat(limits.email),
    phone: 'x'.repeat(limits.phone),
    // Nines only: every character a digit of the integer part, the longest amount it can write.
    vehiclePrice: '9'.repeat(limits.vehiclePrice),
    ownedVehicleValue: '9'.repeat(limits.ownedVehicleValue),
    downPayment: '9'.repeat(limits.downPayment),
    loanAmount: '9'.repeat(limits.loanAmount),
    outstandingBalance: '9'.repeat(limits.outstandingBalance),
    currentInstallment: '9'.repeat(limits.currentInstallment),
  });
  const cases = products.flatMap((product) => personTypes.map((person) => [product.id, person.id] as const));

  it('bounds the documents and phone by their masks, the year to 4 digits, amounts to R$ 999.999.999,99 and e-mail to 254', () => {
    expect(limits).toMatchObject({ cpf: 14, cnpj: 18, phone: 15, vehicleYear: 4, email: 254, loanAmount: 'R$ 999.999.999,99'.length });
  });

  it('reads as a plain record of every bounded field, the name included (computed on first read)', () => {
    expect(Object.keys(limits).sort()).toEqual([...Object.keys(boundedFieldMaxLengths), 'fullName'].sort());
    expect({ ...limits }).toEqual(Object.fromEntries(Object.keys(limits).map((key) => [key, limits[key as keyof typeof limits]])));
    expect(Object.isFrozen(limits)).toBe(true);
  });

  it('leaves the name (nome completo or razão social) room for a long razão social', () => {
    expect(limits.fullName).toBeGreaterThanOrEqual(1000);
  });

  it.each(cases)('%s, %s: with every field at its bound the message fits in 2,000 characters', (product, personType) => {
    const built = requestWhatsApp(toCreditRequest(longest(product, personType)));
    expect(built.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(built.tooLong).toBe(false);
  });

  it('is exact: the longest message is 2,000 characters, and one more character of name is too long', () => {
    const lengths = cases.map(([product, personType]) => requestMessage(toCreditRequest(longest(product, personType))).length);
    expect(Math.max(...lengths)).toBe(MAX_MESSAGE_LENGTH);
    const [product, personType] = cases[lengths.indexOf(MAX_MESSAGE_LENGTH)]!;
    expect(requestWhatsApp(toCreditRequest(longest(product, personType, limits.fullName + 1))).tooLong).toBe(true);
  });
});

