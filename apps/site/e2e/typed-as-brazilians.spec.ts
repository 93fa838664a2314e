// Projects: desktop and mobile: masks read keys typed on a phone's keyboard and pasted on a desktop alike; the e-mail suggestions and the messages of an empty or overlong form (no mask) on desktop only.
import { contactFormLabels, fieldHelp, formatAmount, formatBRL, parseBRL, wizardCopy } from '@repo/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import fc from 'fast-check';
import { stubMap } from './map';
import { openCalls, recordedCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';
import { stepHeading, textbox } from './wizard';

/*
 * Issue 34 §2: figures, phones and documents typed and pasted as Brazilians write them reach the
 * field, the review and the WhatsApp text as the visitor meant them. Each property types what
 * fast-check draws into the real fields, key by key (pressSequentially) or pasted (fill), on the
 * phone and on the desktop; the issue's own examples run first, every time.
 */

test.beforeEach(async ({ page }) => {
  await stubMap(page);
  await stubWindowOpen(page, 'opened');
  // Each run starts on an empty wizard: a draft of the run before would be written back.
  await page.addInitScript(() => sessionStorage.clear());
});

/** How a visitor puts text into a field: key by key, or pasted at once. */
type Entry = 'typed' | 'pasted';
const entry = fc.constantFrom<Entry>('typed', 'pasted');

async function enter(field: Locator, text: string, how: Entry) {
  if (how === 'typed') await field.pressSequentially(text);
  else await field.fill(text);
}

/** Thousands grouped by dots, as written in Brazil: 45000 → `45.000`. */
const grouped = (reais: number) => String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const twoDigits = (cents: number) => String(cents).padStart(2, '0');

/** How Brazilians write an amount: `45.000`, `45000`, `45.000,00`, `R$ 45.000,00`, `45000,50`. */
const writings = {
  grouped: (reais: number) => grouped(reais),
  bare: (reais: number) => String(reais),
  groupedWithCents: (reais: number, cents: number) => `${grouped(reais)},${twoDigits(cents)}`,
  prefixed: (reais: number, cents: number) => `R$ ${grouped(reais)},${twoDigits(cents)}`,
  bareWithCents: (reais: number, cents: number) => `${reais},${twoDigits(cents)}`,
} as const;
type Writing = keyof typeof writings;

/** An amount as written, and what it means. */
type Amount = { text: string; value: number };
const amount = (reais: number, cents: number, writing: Writing): Amount => {
  const withCents = writing === 'groupedWithCents' || writing === 'prefixed' || writing === 'bareWithCents';
  return { text: writings[writing](reais, cents), value: withCents ? reais + cents / 100 : reais };
};
const amountBetween = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(...(Object.keys(writings) as Writing[])))
    .map(([reais, cents, writing]) => amount(reais, cents, writing));

/** A mobile as Brazilians write it, and its national form. */
type Phone = { text: string; national: string };
const phone = fc
  .tuple(fc.integer({ min: 11, max: 99 }), fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('international', 'trunk', 'masked', 'bare'))
  .filter(([ddd]) => !String(ddd).includes('0'))
  .map(([ddd, number, writing]): Phone => {
    const digits = String(number).padStart(8, '0');
    const [head, tail] = [`9${digits.slice(0, 4)}`, digits.slice(4)];
    const national = `(${ddd}) ${head}-${tail}`;
    const text = { international: `+55 ${ddd} ${head}-${tail}`, trunk: `0${ddd} ${head}-${tail}`, masked: national, bare: `${ddd}${head}${tail}` }[writing];
    return { text, national };
  });

/** A valid CPF from its first nine digits (BRAZIL.md's check digits). */
function cpfOf(nine: string): string {
  const check = (digits: string) => {
    const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (digits.length + 1 - index), 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const ten = nine + check(nine);
  return ten + check(ten);
}
const maskedCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
/** A CPF, written with or without its punctuation, and its masked form. */
const cpf = fc
  .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean())
  .map(([number, punctuated]) => {
    const digits = cpfOf(String(number).padStart(9, '0'));
    return { text: punctuated ? maskedCpf(digits) : digits, masked: maskedCpf(digits) };
  })
  .filter(({ masked }) => !/^(\d)\1\1\.\1\1\1\.\1\1\1-\1\1$/.test(masked));

/** Continuar, and the next step's heading shown. */
async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(page, heading)).toBeVisible();
}

/** The WhatsApp text of the request finished on step 3. */
async function finish(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
  const calls = await openCalls(page);
  return whatsappText(calls.at(-1)!.url).split('\n');
}

/** The figure a field shows once left: `45.000,00`. */
const shown = (value: number) => formatAmount(value);

test.describe('typed as Brazilians type › the wizard', () => {
  test('financing: amounts, a phone and a CPF as drawn reach the field, the review and the message as meant', async ({ page }) => {
    test.slow(); // one whole request per run
    const request = fc
      .record({ price: amountBetween(20_000, 1_999_999), share: fc.integer({ min: 1, max: 90 }), phone, cpf, how: entry })
      .chain((drawn) =>
        amountBetween(1_000, Math.max(1_000, Math.floor((drawn.price.value * drawn.share) / 100) - 1)).map((downPayment) => ({ ...drawn, downPayment })),
      )
      .filter(({ price, downPayment }) => downPayment.value < price.value);
    await fc.assert(
      fc.asyncProperty(request, async ({ price, downPayment, phone, cpf, how }) => {
        await page.goto('/financiamento?modalidade=financiamento');
        await enter(textbox(page, 'CPF'), cpf.text, how);
        await textbox(page, 'Nome completo').fill('Maria da Silva');
        await textbox(page, 'E-mail').fill('maria@exemplo.com');
        await enter(textbox(page, 'Telefone'), phone.text, how);
        await expect(textbox(page, 'CPF')).toHaveValue(cpf.masked);
        await continueTo(page, 'Dados do veículo');
        await enter(textbox(page, 'Valor do veículo'), price.text, how);
        await textbox(page, 'Ano do veículo').fill('2020');
        await enter(textbox(page, 'Valor de entrada'), downPayment.text, how);
        await textbox(page, 'Marca e modelo').click();
        await expect(textbox(page, 'Valor do veículo')).toHaveValue(shown(price.value));
        await expect(textbox(page, 'Valor de entrada')).toHaveValue(shown(downPayment.value));
        await continueTo(page, 'Para concluir');
        const personal = page.locator('section[aria-labelledby="revisao-1"]');
        await expect(personal).toContainText(cpf.masked);
        await expect(personal).toContainText(phone.national);
        const vehicle = page.locator('section[aria-labelledby="revisao-2"]');
        await expect(vehicle).toContainText(formatBRL(price.value));
        await expect(vehicle).toContainText(formatBRL(downPayment.value));
        const lines = await finish(page);
        expect(lines).toContain(`CPF: ${cpf.masked}`);
        expect(lines).toContain(`Telefone: ${phone.national}`);
        expect(lines).toContain(`Valor do veículo: ${formatBRL(price.value)} (valor informado pelo cliente)`);
        expect(lines).toContain(`Valor de entrada: ${formatBRL(downPayment.value)}`);
      }),
      {
        numRuns: 6,
        examples: [
          [
            {
              price: amount(45_000, 0, 'grouped'),
              share: 50,
              downPayment: amount(9_000, 0, 'grouped'),
              phone: { text: '+55 66 99876-5432', national: '(66) 99876-5432' },
              cpf: { text: '529.982.247-25', masked: '529.982.247-25' },
              how: 'typed',
            },
          ],
          [
            {
              price: amount(45_000, 0, 'prefixed'),
              share: 50,
              downPayment: amount(1_234, 56, 'groupedWithCents'),
              phone: { text: '066 99876-5432', national: '(66) 99876-5432' },
              cpf: { text: '52998224725', masked: '529.982.247-25' },
              how: 'pasted',
            },
          ],
        ],
      },
    );
  });

  test('refinancing: a balance of "25.000" and an installment of "1.150" go out as R$ 25.000,00 and R$ 1.150,00', async ({ page }) => {
    await page.goto('/financiamento?modalidade=refinanciamento');
    await textbox(page, 'CPF').pressSequentially('52998224725');
    await textbox(page, 'Nome completo').fill('Maria da Silva');
    await textbox(page, 'E-mail').fill('maria@exemplo.com');
    await textbox(page, 'Telefone').pressSequentially('66998765432');
    await continueTo(page, 'Dados do refinanciamento');
    await textbox(page, 'Valor do veículo').pressSequentially('60.000');
    await textbox(page, 'Ano do veículo').fill('2020');
    await page.getByRole('combobox', { name: 'Banco do financiamento atual' }).fill('Banco Pan');
    await textbox(page, 'Saldo devedor atual').pressSequentially('25.000');
    await textbox(page, 'Parcelas restantes').fill('30');
    await textbox(page, 'Valor da parcela atual').pressSequentially('1.150');
    await textbox(page, 'Marca e modelo').click();
    await expect(textbox(page, 'Saldo devedor atual')).toHaveValue('25.000,00');
    await expect(textbox(page, 'Valor da parcela atual')).toHaveValue('1.150,00');
    await continueTo(page, 'Para concluir');
    const lines = await finish(page);
    expect(lines).toContain(`Valor do veículo: ${formatBRL(60_000)} (valor informado pelo cliente)`);
    expect(lines.some((line) => line.endsWith(formatBRL(25_000)))).toBe(true);
    expect(lines.some((line) => line.endsWith(formatBRL(1_150)))).toBe(true);
  });

  test('a CNPJ typed in the CPF field offers Pessoa Jurídica, and one press moves it there whole', async ({ page }) => {
    await page.goto('/financiamento');
    await textbox(page, 'CPF').fill('11.222.333/0001-81');
    await expect(textbox(page, 'CPF')).toHaveValue('11.222.333/0001-81');
    await expect(textbox(page, 'CPF')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, 'CPF')).toHaveAccessibleDescription(new RegExp(fieldHelp.cpfHoldsCnpj));
    await page.getByRole('button', { name: fieldHelp.switchToCompany }).click();
    await expect(page.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    await expect(textbox(page, 'CNPJ')).toHaveValue('11.222.333/0001-81');
    await expect(textbox(page, 'CNPJ')).toBeFocused();
    await textbox(page, 'Razão social').fill('Transportes Exemplo Ltda.');
    await textbox(page, 'Nome da pessoa de contato').fill('Ana Paula Souza');
    await textbox(page, 'E-mail').fill('frota@exemplo.com');
    await textbox(page, 'Telefone').pressSequentially('6232345678');
    await continueTo(page, 'Dados do veículo');
  });

  test('a CNPJ typed key by key without punctuation into the CPF field is kept whole', async ({ page }) => {
    await page.goto('/financiamento');
    await textbox(page, 'CPF').pressSequentially('11222333000181');
    await expect(textbox(page, 'CPF')).toHaveValue('11.222.333/0001-81');
    await expect(page.getByRole('button', { name: fieldHelp.switchToCompany })).toBeVisible();
  });

  for (const [typed, meant] of [
    ['maria@gmail.con', 'maria@gmail.com'],
    ['maria@hotmial.com', 'maria@hotmail.com'],
    ['maria@yahoo.com.bt', 'maria@yahoo.com.br'],
    ['maria@outlok.com', 'maria@outlook.com'],
  ] as const) {
    test(`"${typed}" is asked "Você quis dizer ${meant}?", accepted with one press @desktop-only`, async ({ page }) => {
      await page.goto('/financiamento');
      const email = textbox(page, 'E-mail');
      await email.fill(typed);
      // The address is the button: a screen reader reads the sentence whole.
      await expect(email).toHaveAccessibleDescription(new RegExp(`^${fieldHelp.emailSuggestion} ${meant.replace(/\./g, '\\.')} ?\\?$`));
      await page.getByRole('button', { name: meant, exact: true }).click();
      await expect(email).toHaveValue(meant);
      await expect(email).toBeFocused();
      await expect(page.getByRole('button', { name: meant, exact: true })).toHaveCount(0);
    });
  }

  test('an e-mail suggestion is never a block: the address typed goes as typed @desktop-only', async ({ page }) => {
    await page.goto('/financiamento');
    await textbox(page, 'CPF').pressSequentially('52998224725');
    await textbox(page, 'Nome completo').fill('Maria da Silva');
    await textbox(page, 'E-mail').fill('maria@gmail.con');
    await textbox(page, 'Telefone').pressSequentially('66998765432');
    await expect(page.getByRole('button', { name: 'maria@gmail.com', exact: true })).toBeVisible();
    await continueTo(page, 'Dados do veículo');
  });
});

test.describe('typed as Brazilians type › the landing simulator', () => {
  test('an amount as drawn shows as meant and reaches the wizard’s step 2 as meant', async ({ page }) => {
    test.slow();
    await fc.assert(
      fc.asyncProperty(amountBetween(20_000, 1_999_999), entry, async (price, how) => {
        await page.goto('/');
        const field = page.locator('#simulator').getByRole('textbox', { name: 'Valor do veículo', exact: true });
        await field.fill('');
        await enter(field, price.text, how);
        await field.blur();
        // Rewritten as `R$ 45.000,00` once the page has hydrated; read as meant either way.
        await expect.poll(async () => parseBRL(await field.inputValue())).toBe(price.value);
        await page.locator('#simulator').getByRole('button', { name: 'Quero esta proposta' }).click();
        await expect(page).toHaveURL(/\/financiamento/);
        await textbox(page, 'CPF').pressSequentially('52998224725');
        await textbox(page, 'Nome completo').fill('Maria da Silva');
        await textbox(page, 'E-mail').fill('maria@exemplo.com');
        await textbox(page, 'Telefone').pressSequentially('66998765432');
        await continueTo(page, 'Dados do veículo');
        await expect(textbox(page, 'Valor do veículo')).toHaveValue(shown(price.value));
      }),
      { numRuns: 4, examples: [[amount(45_000, 0, 'grouped'), 'typed'], [amount(1_234, 56, 'groupedWithCents'), 'pasted']] },
    );
  });
});

test.describe('typed as Brazilians type › the contact form', () => {
  test('a phone as drawn is kept whole at the field and sent in its national form', async ({ page }) => {
    test.slow();
    await fc.assert(
      fc.asyncProperty(phone, entry, async (drawn, how) => {
        await page.goto('/contato');
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });
        await field('Nome').fill('Maria Silva');
        await field('E-mail').fill('maria@exemplo.com');
        await enter(field('Telefone'), drawn.text, how);
        await field('Assunto').fill('Financiamento');
        await field('Mensagem').fill('Olá');
        await expect(field('Telefone')).not.toHaveAttribute('aria-invalid', 'true');
        const before = (await recordedCalls(page)).length;
        await page.getByRole('button', { name: 'Enviar mensagem' }).click();
        await expect.poll(async () => (await recordedCalls(page)).length).toBe(before + 1);
        const calls = await recordedCalls(page);
        expect(whatsappText(calls.at(-1)!.url).split('\n')).toContain(`${contactFormLabels.phone}: ${drawn.national}`);
      }),
      {
        numRuns: 4,
        examples: [
          [{ text: '+55 66 99876-5432', national: '(66) 99876-5432' }, 'pasted'],
          [{ text: '+55 66 99876-5432', national: '(66) 99876-5432' }, 'typed'],
          [{ text: '066 99876-5432', national: '(66) 99876-5432' }, 'typed'],
          [{ text: '(66) 99876-5432', national: '(66) 99876-5432' }, 'pasted'],
          [{ text: '66998765432', national: '(66) 99876-5432' }, 'typed'],
        ],
      },
    );
  });

  test('an empty send is said at each field in Portuguese, never in the browser’s bubble @desktop-only', async ({ page }) => {
    await page.goto('/contato');
    await expect(page.locator('form').filter({ has: page.getByRole('button', { name: 'Enviar mensagem' }) })).toHaveAttribute('novalidate', '');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    for (const label of Object.values(contactFormLabels)) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(wizardCopy.requiredField(label).replace('.', '\\.')));
    }
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
    expect(await recordedCalls(page)).toEqual([]);
  });

  test('a 1.906-character name is cut to its own bound, and the message keeps room to write @desktop-only', async ({ page }) => {
    await page.goto('/contato');
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    await name.fill('Maria '.repeat(318).slice(0, 1906));
    expect((await name.inputValue()).length).toBeLessThanOrEqual(120);
    const message = page.getByRole('textbox', { name: 'Mensagem', exact: true });
    expect(Number(await message.getAttribute('maxlength'))).toBeGreaterThan(1000);
  });

  test('"maria@gmail.con" is asked "Você quis dizer maria@gmail.com?", accepted with one press @desktop-only', async ({ page }) => {
    await page.goto('/contato');
    const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    await email.fill('maria@gmail.con');
    await page.getByRole('button', { name: 'maria@gmail.com', exact: true }).click();
    await expect(email).toHaveValue('maria@gmail.com');
  });
});
