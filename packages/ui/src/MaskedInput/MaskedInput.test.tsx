import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { documentPatterns, phonePatterns } from '@repo/content/documents';
// The site's money parser, which a currency field is given: ui reads no amount itself.
import { parseBRL } from '@repo/content/format';
import { MaskedInput } from './MaskedInput';
import { defaultInputMode, unmaskedText } from './masks';

const { cpf, cnpj } = documentPatterns;

describe('MaskedInput', () => {
  it.each([
    [cpf, '12345678909', '123.456.789-09', '12345678909'],
    [cnpj, '11222333000181', '11.222.333/0001-81', '11222333000181'],
    [cnpj, '12abc34501de35', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    [phonePatterns, '6199998888', '(61) 9999-8888', '6199998888'],
    [phonePatterns, '61999998888', '(61) 99999-8888', '61999998888'],
    // A number as WhatsApp copies it, and with the long-distance 0: no digit is dropped.
    [phonePatterns, '+55 66 99876-5432', '+55 66 99876-5432', '5566998765432'],
    [phonePatterns, '066 99876-5432', '066 99876-5432', '066998765432'],
    [phonePatterns, '(66) 99876-5432', '(66) 99876-5432', '66998765432'],
  ])('formats %s typed as %s into %s', async (mask, typed, masked, unmasked) => {
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="Documento" mask={mask} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Documento' });
    await userEvent.type(input, typed);
    await expect.element(input).toHaveValue(masked);
    expect(onValueChange).toHaveBeenLastCalledWith(masked, unmasked);
  });

  it('keeps CNPJ check digits numeric', async () => {
    const screen = await render(<MaskedInput label="CNPJ" mask={cnpj} />);
    const input = screen.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, 'ABCDEFGHIJKLXY');
    // The letters X and Y are refused in the two check-digit positions.
    await expect.poll(() => (input.element() as HTMLInputElement).value).toMatch(/^AB\.CDE\.FGH\/IJKL-?$/);
  });

  it('writes every other character of a pattern as it is, imask\'s own symbols included', async () => {
    const screen = await render(<MaskedInput label="Código" mask="a*[0]{A}`0" />);
    const input = screen.getByRole('textbox', { name: 'Código' });
    await userEvent.type(input, '1x2');
    await expect.element(input).toHaveValue('a*[1]{X}`2');
  });

  it('picks a keyboard per mask: decimal for amounts, text where a pattern takes letters, else numeric', () => {
    expect(defaultInputMode('currency')).toBe('decimal');
    expect(defaultInputMode(cnpj)).toBe('text');
    expect(defaultInputMode(cpf)).toBe('numeric');
    expect(defaultInputMode(phonePatterns)).toBe('numeric');
  });

  it('formats BRL currency with an R$ prefix in its description', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="Valor do veículo" mask="currency" parse={parseBRL} prefix="R$" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Valor do veículo' });
    await expect.element(input).toHaveAccessibleDescription('R$');
    await expect.element(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '85000');
    await expect.element(input).toHaveValue('85.000');
    await userEvent.tab();
    await expect.element(input).toHaveValue('85.000,00');
    expect(onValueChange).toHaveBeenLastCalledWith('85.000,00', '85000');
  });

  it.each([
    ['45.000', '45.000,00', '45000'],
    ['45.000,00', '45.000,00', '45000'],
    ['R$ 45.000,00', '45.000,00', '45000'],
    ['45000,50', '45.000,50', '45000.5'],
    ['1.234,56', '1.234,56', '1234.56'],
  ])('reads %j typed key by key as a Brazilian means it: %j', async (typed, shown, unmasked) => {
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="Valor" mask="currency" parse={parseBRL} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await userEvent.type(input, typed);
    await userEvent.tab();
    await expect.element(input).toHaveValue(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(shown, unmasked);
  });

  it.each([
    ['45.000', '45.000,00', '45000'],
    ['R$ 45.000,00', '45.000,00', '45000'],
    ['1.234,56', '1.234,56', '1234.56'],
    ['45000,50', '45.000,50', '45000.5'],
  ])('reads %j pasted as a Brazilian means it: %j', async (pasted, shown, unmasked) => {
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="Valor" mask="currency" parse={parseBRL} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await import('imask');
    await userEvent.fill(input, pasted);
    await userEvent.tab();
    await expect.element(input).toHaveValue(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(shown, unmasked);
  });

  it('reports an amount as the parse it is given reads it, not as imask does', async () => {
    // A site whose money parser reads whole reais only: the value reported is the site's reading.
    const wholeReais = (text: string) => {
      const amount = parseBRL(text);
      return amount === null ? null : Math.trunc(amount);
    };
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="Valor" mask="currency" parse={wholeReais} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await userEvent.type(input, '1.234,56');
    expect(onValueChange).toHaveBeenLastCalledWith('1.234,56', '1234');
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith('', '');
  });

  it('keeps and masks text already in the input when the mask attaches (typed before hydration)', async () => {
    // A prerendered page: the input is on screen, and typed into, before React hydrates it.
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = renderToString(<MaskedInput label="CPF" mask={cpf} name="cpf" />);
    const input = container.querySelector('input')!;
    input.value = '52998224725';
    const onValueChange = vi.fn();
    const root = hydrateRoot(container, <MaskedInput label="CPF" mask={cpf} name="cpf" onValueChange={onValueChange} />);
    onTestFinished(() => root.unmount());
    await expect.poll(() => input.value).toBe('529.982.247-25');
    // Still the same element, and the mask goes on from what it holds.
    expect(container.querySelector('input')).toBe(input);
    await userEvent.type(input, '{Backspace}6');
    expect(input.value).toBe('529.982.247-26');
    expect(onValueChange).toHaveBeenLastCalledWith('529.982.247-26', '52998224726');
  });

  it('an amount being typed as the mask arrives goes on where the visitor is typing', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = renderToString(<MaskedInput label="Valor" mask="currency" parse={parseBRL} name="valor" />);
    const input = container.querySelector('input')!;
    input.focus();
    await userEvent.keyboard('850');
    const onValueChange = vi.fn();
    const root = hydrateRoot(container, <MaskedInput label="Valor" mask="currency" parse={parseBRL} name="valor" onValueChange={onValueChange} />);
    onTestFinished(() => root.unmount());
    await import('imask');
    await expect.poll(() => onValueChange.mock.calls.length).toBeGreaterThan(0);
    await userEvent.keyboard('00');
    expect(input.value).toBe('85.000');
    await userEvent.tab();
    expect(input.value).toBe('85.000,00');
  });

  it('reports what is typed before imask arrives, as it is', async () => {
    // A prerendered input, typed into once hydrated but before the mask has been fetched.
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = renderToString(<MaskedInput label="Valor" mask="currency" parse={parseBRL} name="valor" />);
    const input = container.querySelector('input')!;
    const onValueChange = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    // The keystroke lands in the same task as the hydration, before imask's import can resolve.
    flushSync(() => {
      root = hydrateRoot(container, <MaskedInput label="Valor" mask="currency" parse={parseBRL} name="valor" onValueChange={onValueChange} />);
    });
    onTestFinished(() => root?.unmount());
    input.value = '85000';
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    expect(onValueChange).toHaveBeenCalledWith('85000', '85000');
  });

  it.each([
    ['45.000', '45000'],
    ['R$ 45.000,00', '45000'],
    ['1.234,56', '1234.56'],
    ['45000,50', '45000.5'],
  ])('reads %j pasted before imask arrives with the parse it is given: %s', (pasted, unmasked) => {
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = renderToString(<MaskedInput label="Valor" mask="currency" parse={parseBRL} name="valor" />);
    const input = container.querySelector('input')!;
    const onValueChange = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    flushSync(() => {
      root = hydrateRoot(container, <MaskedInput label="Valor" mask="currency" parse={parseBRL} name="valor" onValueChange={onValueChange} />);
    });
    onTestFinished(() => root?.unmount());
    input.value = pasted;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    expect(onValueChange).toHaveBeenCalledWith(pasted, unmasked);
  });

  it('asks a currency field for the money parser it reads with', () => {
    // @ts-expect-error: `mask="currency"` without `parse` does not compile; ui has no reading of money of its own.
    const field = <MaskedInput label="Valor" mask="currency" />;
    expect(field.props.parse).toBeUndefined();
  });

  it('says what a currency field lacks to code that goes around the types', () => {
    expect(() => unmaskedText('currency', '45.000', undefined)).toThrow('mask="currency" needs `parse`');
  });

  it('reads a pattern typed without the mask as imask would unmask it', () => {
    expect(unmaskedText(cpf, '529.982.247-25', undefined)).toBe('52998224725');
    expect(unmaskedText(cnpj, '12.abc.345/01de-35', undefined)).toBe('12ABC34501DE35');
  });

  it('reports the text formatted when its owner rendered it unformatted before the mask arrived', async () => {
    // A form that read the digits typed before hydration and rendered them as the default value.
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="CPF" mask={cpf} defaultValue="52998224725" onValueChange={onValueChange} />);
    await expect.element(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
    await expect.poll(() => onValueChange.mock.lastCall).toEqual(['529.982.247-25', '52998224725']);
  });

  it('reports nothing when the mask finds the text as its owner rendered it', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="CPF" mask={cpf} defaultValue="529.982.247-25" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    // The input fetches imask on mount: once the test has it, so has the input.
    await import('imask');
    await userEvent.type(input, '{End}{Backspace}6');
    await expect.element(input).toHaveValue('529.982.247-26');
    // The two keystrokes, and nothing when the mask attached.
    expect(onValueChange.mock.calls).toEqual([
      ['529.982.247-2', '5299822472'],
      ['529.982.247-26', '52998224726'],
    ]);
  });

  it('shows a new default value while the visitor has not edited the field, and never over what they typed', async () => {
    function Restored({ cpf, phone }: { cpf: string; phone: string }) {
      return (
        <>
          <MaskedInput label="CPF" mask={documentPatterns.cpf} defaultValue={cpf} />
          <MaskedInput label="Telefone" mask={phonePatterns} defaultValue={phone} />
        </>
      );
    }
    const screen = await render(<Restored cpf="" phone="" />);
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    const phone = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(phone, '6230001234');
    await screen.rerender(<Restored cpf="529.982.247-25" phone="(66) 99999-1234" />);
    await expect.element(cpf).toHaveValue('529.982.247-25');
    await expect.element(phone).toHaveValue('(62) 3000-1234');
    // The mask follows the value shown: typing goes on from it.
    await userEvent.type(cpf, '{End}{Backspace}6');
    await expect.element(cpf).toHaveValue('529.982.247-26');
  });

  it('forwards ref and native attributes', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(
      <MaskedInput ref={ref} label="Telefone" mask={phonePatterns} name="phone" autoComplete="tel-national" inputMode="tel" required error="Informe o telefone" />,
    );
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(ref.current).toBe(input.element());
    await expect.element(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect.element(input).toHaveAttribute('name', 'phone');
    await expect.element(input).toHaveAttribute('inputmode', 'tel');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toBeRequired();
  });
});
