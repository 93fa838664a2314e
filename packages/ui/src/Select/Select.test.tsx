import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Select } from './Select';

const installments = [12, 24, 36, 48, 60].map((n) => ({ value: String(n), label: `${n} parcelas` }));

describe('Select', () => {
  it('is a labelled combobox with its options and a placeholder', async () => {
    const screen = await render(<Select label="Parcelas" options={installments} placeholder="Selecione" name="installments" />);
    const select = screen.getByRole('combobox', { name: 'Parcelas' });
    await expect.element(select).toHaveAttribute('name', 'installments');
    expect(screen.getByRole('option').all()).toHaveLength(6);
    await expect.element(select).toHaveValue('');
  });

  it('selects a value and reports it', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    const screen = await render(<Select ref={ref} label="Parcelas" options={installments} onChange={(e) => onChange(e.target.value)} />);
    await screen.getByRole('combobox', { name: 'Parcelas' }).selectOptions('48 parcelas');
    expect(onChange).toHaveBeenCalledWith('48');
    expect(ref.current?.value).toBe('48');
  });

  it('describes an error', async () => {
    const screen = await render(<Select label="Tipo de veículo" options={installments} error="Escolha um tipo" />);
    const select = screen.getByRole('combobox', { name: 'Tipo de veículo' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('Escolha um tipo');
  });
});
