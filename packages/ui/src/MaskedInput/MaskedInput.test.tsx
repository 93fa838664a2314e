import { createRef, useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MaskedInput } from './MaskedInput';

describe('MaskedInput', () => {
  it.each([
    ['cpf', '12345678909', '123.456.789-09', '12345678909'],
    ['cnpj', '11222333000181', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['phone', '6199998888', '(61) 9999-8888', '6199998888'],
    ['phone', '61999998888', '(61) 99999-8888', '61999998888'],
  ] as const)('formats %s typed as %s into %s', async (mask, typed, masked, unmasked) => {
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="Documento" mask={mask} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Documento' });
    await userEvent.type(input, typed);
    await expect.element(input).toHaveValue(masked);
    expect(onValueChange).toHaveBeenLastCalledWith(masked, unmasked);
  });

  it('keeps CNPJ check digits numeric', async () => {
    const screen = await render(<MaskedInput label="CNPJ" mask="cnpj" />);
    const input = screen.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, 'ABCDEFGHIJKLXY');
    // The letters X and Y are refused in the two check-digit positions.
    await expect.poll(() => (input.element() as HTMLInputElement).value).toMatch(/^AB\.CDE\.FGH\/IJKL-?$/);
  });

  it('formats BRL currency with an R$ prefix in its description', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<MaskedInput label="Valor do veículo" mask="currency" prefix="R$" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Valor do veículo' });
    await expect.element(input).toHaveAccessibleDescription('R$');
    await expect.element(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '85000');
    await expect.element(input).toHaveValue('85.000');
    await userEvent.tab();
    await expect.element(input).toHaveValue('85.000,00');
    expect(onValueChange).toHaveBeenLastCalledWith('85.000,00', '85000');
  });

  it('works controlled and follows outside value changes', async () => {
    function Controlled() {
      const [value, setValue] = useState('123.456.789-09');
      return (
        <>
          <MaskedInput label="CPF" mask="cpf" value={value} onValueChange={(masked) => setValue(masked)} />
          <button type="button" onClick={() => setValue('')}>Limpar</button>
          <output>{value}</output>
        </>
      );
    }
    const screen = await render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await expect.element(input).toHaveValue('123.456.789-09');
    await screen.getByRole('button', { name: 'Limpar' }).click();
    await expect.element(input).toHaveValue('');
    await userEvent.type(input, '98765432100');
    await expect.element(screen.getByRole('status')).toHaveTextContent('987.654.321-00');
  });

  it('keeps a key typed right after React commits a new value', async () => {
    // Under load a keystroke can land between React committing a render and running its passive
    // effects. The mask must not then be rolled back to the value that render was made with.
    function TypesAfterCommit({ when }: { when: boolean }) {
      useLayoutEffect(() => {
        if (!when) return;
        const input = document.querySelector<HTMLInputElement>('input[name="cpf"]')!;
        input.value = `${input.value}7`;
        input.setSelectionRange(input.value.length, input.value.length);
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '7' }));
      }, [when]);
      return null;
    }
    function Controlled() {
      const [value, setValue] = useState('');
      const [typing, setTyping] = useState(false);
      return (
        <>
          <MaskedInput label="CPF" mask="cpf" name="cpf" value={value} onValueChange={(masked) => setValue(masked)} />
          <TypesAfterCommit when={typing} />
          <button
            type="button"
            onClick={() => {
              setValue('123.456');
              setTyping(true);
            }}
          >
            Preencher
          </button>
          <output>{value}</output>
        </>
      );
    }
    const screen = await render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await screen.getByRole('button', { name: 'Preencher' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('123.456.7');
    await expect.element(input).toHaveValue('123.456.7');
  });

  it('forwards ref and native attributes', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(<MaskedInput ref={ref} label="Telefone" mask="phone" name="phone" autoComplete="tel-national" required error="Informe o telefone" />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(ref.current).toBe(input.element());
    await expect.element(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect.element(input).toHaveAttribute('name', 'phone');
    await expect.element(input).toHaveAttribute('inputmode', 'tel');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toBeRequired();
  });
});
