import { contactFormLabels, fieldRuleMessages, privacyNotice, textCutLabel, wizardCopy } from '@repo/content';
import { contactFieldMaxLengths, contactMessageBudget, MAX_MESSAGE_LENGTH } from '@repo/whatsapp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { axeViolations, button, expectFields, literally, pressSequentially, renderAt, stubWindowOpen, textbox, whatsappText } from '../flowTesting';
import { formPropertyTimeout } from '../../../../../.ci/timeouts.mjs';
import { enter, entry, phone } from '../typedAsBrazilians';
import { ContactForm } from './ContactForm';

/*
 * The contact form's rules, messages and bounds, rendered as /contato renders it, in real Chromium:
 * what is said at each field, what a send stopped opens (nothing), what the WhatsApp text carries of
 * odd input, the counter near the message's limit and what a cut says. The journey through the built
 * page on both sizes (typed, sent, toasted, cleared), the blocked tab's link followed and a long text
 * pasted are the e2e suite's (e2e/contact.spec.ts); docs/e2e-moves.md lists what moved here.
 */

const openContact = () =>
  renderAt(
    '',
    <div>
      <h2 id="formulario-titulo">Envie sua mensagem</h2>
      <ContactForm />
    </div>,
  );

const form = () => document.querySelector('form')!;
const send = () => button('Enviar mensagem').click();

/** Every field but the message, the phone typed as `typedPhone` (its mask writes it as `values.phone`). */
async function fillAllButMessage(values: { name: string; email: string; subject: string }, typedPhone: string) {
  await textbox('Nome').fill(values.name);
  await textbox('E-mail').fill(values.email);
  await pressSequentially(textbox('Telefone'), typedPhone);
  await textbox('Assunto').fill(values.subject);
}

async function fillContact(values: { name: string; email: string; phone: string; subject: string; message: string }) {
  await fillAllButMessage(values, values.phone);
  await textbox('Mensagem').fill(values.message);
}

/** The field is marked invalid with `message` in its description, and still holds `value`. */
async function expectSaid(field: Locator, message: string, value: string | RegExp) {
  await expect.element(field).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field).toHaveAccessibleDescription(literally(message));
  if (typeof value === 'string') await expect.element(field).toHaveValue(value);
  else await expect.poll(() => (field.element() as HTMLInputElement).value).toMatch(value);
}

/** The paragraphs saying a field cut what was put in it at `max` characters. */
const cutNotices = (max: number) => [...document.querySelectorAll('p')].filter((paragraph) => paragraph.textContent?.includes(textCutLabel(max)));

/** Puts `text` in the focused field at once, as a paste or a keyboard's suggestion does (maxlength applies). */
const insertText = (text: string) => document.execCommand('insertText', false, text);

describe('contact form › what each field is', () => {
  it('every field is labelled, required, with autocomplete and a keyboard hint; no axe violation', async () => {
    await openContact();
    await expectFields({
      Nome: { autocomplete: 'name' },
      'E-mail': { type: 'email', autocomplete: 'email', inputmode: 'email' },
      Telefone: { autocomplete: 'tel', inputmode: 'tel' },
      Assunto: {},
      Mensagem: {},
    });
    await expect.element(page.getByText('Privacidade dos seus dados')).toBeVisible();
    expect(await axeViolations(form())).toEqual([]);
  });

  it('the short privacy notice (LGPD art. 9) stands before the first field, with the full text one click away', async () => {
    await openContact();
    const scope = page.elementLocator(form());
    const notice = scope.getByText(privacyNotice.summary.contact);
    await expect.element(notice).toBeVisible();
    expect(notice.element().getBoundingClientRect().top).toBeLessThan(textbox('Nome').element().getBoundingClientRect().top);
    await expect.element(scope.getByText(privacyNotice.sections[0]!.text)).not.toBeVisible();
    await scope.getByText(privacyNotice.moreLabel).click();
    for (const section of privacyNotice.sections) await expect.element(scope.getByText(section.text)).toBeVisible();
    await expect.element(scope.getByText(/O formulário de contato e a conferência de proposta não guardam nada/)).toBeVisible();
    expect(await axeViolations(form())).toEqual([]);
  });
});

describe('contact form › a send stopped', () => {
  it('an empty send is said at each field in Portuguese, never in the browser’s bubble, the first focused, and opens nothing', async () => {
    const calls = stubWindowOpen('opened');
    await openContact();
    expect(form().noValidate).toBe(true);
    await send();
    for (const label of Object.values(contactFormLabels)) {
      const field = textbox(label);
      await expect.element(field).toHaveAttribute('aria-invalid', 'true');
      await expect.element(field).toHaveAccessibleDescription(literally(wizardCopy.requiredField(label)));
    }
    await expect.element(textbox('Nome')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('the name “M”, “maria@” and “1234” are said at their fields and nothing is sent; corrected, the name’s message goes', async () => {
    const calls = stubWindowOpen('opened');
    await openContact();
    await textbox('Nome').fill('M');
    // “maria@” is stopped by the browser's own e-mail check (type=email) before any rule: the
    // rule catches what the browser lets through, an address without a domain.
    await textbox('E-mail').fill('maria@');
    expect((textbox('E-mail').element() as HTMLInputElement).validity.typeMismatch).toBe(true);
    await textbox('E-mail').fill('maria@exemplo');
    await pressSequentially(textbox('Telefone'), '1234');
    await textbox('Assunto').fill('Financiamento');
    await textbox('Mensagem').fill('Bom dia');
    await send();
    await expect.element(textbox('Nome')).toHaveFocus();
    await expectSaid(textbox('Nome'), fieldRuleMessages.fullName, 'M');
    await expectSaid(textbox('E-mail'), fieldRuleMessages.email, 'maria@exemplo');
    await expectSaid(textbox('Telefone'), fieldRuleMessages.phone, /^\(12\) 34/);
    expect(calls).toEqual([]);
    await textbox('Nome').fill('Maria Silva');
    await expect.element(textbox('Nome')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('contact form › what the message carries', () => {
  it('odd input (emoji, &#?+%, quotes, newlines) arrives byte for byte', async () => {
    const calls = stubWindowOpen('opened');
    await openContact();
    const name = 'Zé "Pipoca" O\'Neil 🚗';
    const subject = 'Preço & condições #1 ?+% /a=b';
    const message = 'Linha 1\nLinha 2 com "aspas" e \'apóstrofo\'\n\n😀 100% & +55 #tag ?q=1&x=2\ttab';
    await fillContact({ name, email: 'ze+teste@exemplo.com', phone: '6230000000', subject, message });
    await send();
    await expect.poll(() => calls.length).toBe(1);
    expect(whatsappText(calls[0]!.url)).toBe(
      [
        'Nova mensagem do site institucional',
        '',
        `Nome: ${name}`,
        'E-mail: ze+teste@exemplo.com',
        'Telefone: (62) 3000-0000',
        `Assunto: ${subject}`,
        `Mensagem: ${message}`,
        '',
        'Origem: formulário de contato',
      ].join('\n'),
    );
  });

  it('a phone as drawn, typed or pasted, is kept whole at the field and sent in its national form', { timeout: formPropertyTimeout }, async () => {
    const calls = stubWindowOpen('opened');
    await fc.assert(
      fc.asyncProperty(phone, entry, async (drawn, how) => {
        const screen = await openContact();
        await textbox('Nome').fill('Maria Silva');
        await textbox('E-mail').fill('maria@exemplo.com');
        await enter(textbox('Telefone'), drawn.text, how);
        await textbox('Assunto').fill('Financiamento');
        await textbox('Mensagem').fill('Olá');
        await expect.element(textbox('Telefone')).not.toHaveAttribute('aria-invalid', 'true');
        const before = calls.length;
        await send();
        await expect.poll(() => calls.length).toBe(before + 1);
        expect(whatsappText(calls.at(-1)!.url).split('\n')).toContain(`${contactFormLabels.phone}: ${drawn.national}`);
        await screen.unmount();
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
});

describe('contact form › bounds', () => {
  it('the message counter shows near the limit, and the limit keeps the whole WhatsApp text within 2,000 characters', async () => {
    const calls = stubWindowOpen('opened');
    await openContact();
    const values = { name: 'Maria Silva', email: 'maria@exemplo.com', phone: '(66) 99999-1234', subject: 'Assunto' };
    await fillAllButMessage(values, '66999991234');
    const budget = contactMessageBudget(values);
    const message = textbox('Mensagem');
    await expect.element(message).toHaveAttribute('maxlength', String(budget));
    // Far from the limit no count is shown (it would shrink as the other fields are typed);
    // near it, the count says what is left.
    await message.fill('abc');
    await expect.element(page.getByText(/caracteres? restantes?/)).not.toBeInTheDocument();
    expect(message.element().getAttribute('aria-describedby') ?? '').not.toMatch(/counter/);
    const near = budget - 150;
    await message.fill('a'.repeat(near));
    await expect.element(page.getByText('150 caracteres restantes')).toBeVisible();
    await expect.element(message).toHaveAccessibleDescription('150 caracteres restantes');
    // Typing past the limit is cut by maxLength: the text sent stays within the guard.
    await message.fill('');
    await pressSequentially(message, 'x'.repeat(20));
    insertText('y'.repeat(budget));
    await expect.poll(() => (message.element() as HTMLTextAreaElement).value).toMatch(new RegExp(`^x{20}y{${budget - 20}}$`));
    await expect.element(page.getByText('0 caracteres restantes')).toBeVisible();
    await send();
    await expect.poll(() => calls.length).toBe(1);
    expect(whatsappText(calls[0]!.url).length).toBe(MAX_MESSAGE_LENGTH);
  });

  it('3,000 characters put into the message at once: the field says it cut them at its bound, keeps what fits, and the broker receives that', async () => {
    const calls = stubWindowOpen('opened');
    await openContact();
    /** Some 3,000 characters of sentences, as someone pastes a long story. */
    const story = Array.from({ length: 100 }, (_, index) => `Esta é a frase ${index + 1} do meu pedido.`).join(' ').slice(0, 3000);
    const values = { name: 'Maria da Silva', email: 'maria@exemplo.com', phone: '(66) 99876-5432', subject: 'Financiamento de moto' };
    await fillAllButMessage(values, '+55 66 99876-5432');
    const budget = contactMessageBudget(values);
    expect(story.length).toBeGreaterThan(budget);
    const message = textbox('Mensagem');
    expect(cutNotices(budget)).toEqual([]);
    await message.fill(story);
    await expect.element(message).toHaveValue(story.slice(0, budget));
    await expect.poll(() => cutNotices(budget).length).toBeGreaterThan(0);
    await expect.element(page.elementLocator(cutNotices(budget)[0]!)).toBeVisible();
    await expect.element(message).toHaveAccessibleDescription(literally(textCutLabel(budget)));
    await send();
    await expect.poll(() => calls.length).toBe(1);
    // What the field kept, as every answer is sent: without the spaces it ends with.
    expect(whatsappText(calls[0]!.url)).toContain(`Mensagem: ${story.slice(0, budget).trimEnd()}\n`);
    // Shorter than the bound again, the field stops saying it.
    await message.click();
    await userEvent.keyboard('{End}{Backspace}');
    await expect.poll(() => cutNotices(budget)).toEqual([]);
  });

  it('a name typed past its bound says so at the field', async () => {
    await openContact();
    const name = textbox('Nome');
    const max = contactFieldMaxLengths.name;
    await name.fill('M'.repeat(max - 1));
    expect(cutNotices(max)).toEqual([]);
    await name.click();
    await userEvent.keyboard('{End}');
    await pressSequentially(name, 'ar');
    await expect.element(name).toHaveValue(`${'M'.repeat(max - 1)}a`);
    await expect.poll(() => cutNotices(max).length).toBeGreaterThan(0);
    await expect.element(page.elementLocator(cutNotices(max)[0]!)).toBeVisible();
  });

  it('a 1.906-character name is cut to its own bound, and the message keeps room to write', async () => {
    await openContact();
    const name = textbox('Nome');
    await name.fill('Maria '.repeat(318).slice(0, 1906));
    expect((name.element() as HTMLInputElement).value.length).toBeLessThanOrEqual(120);
    expect(Number(textbox('Mensagem').element().getAttribute('maxlength'))).toBeGreaterThan(1000);
  });

  it('"maria@gmail.con" is asked "Você quis dizer maria@gmail.com?", accepted with one press', async () => {
    await openContact();
    const email = textbox('E-mail');
    await email.fill('maria@gmail.con');
    await button('maria@gmail.com').click();
    await expect.element(email).toHaveValue('maria@gmail.com');
  });
});
