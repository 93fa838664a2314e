import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a labelled textbox that passes native attributes through', async () => {
    const screen = await render(
      <TextField label="E-mail" type="email" name="email" autoComplete="email" inputMode="email" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await expect.element(input).toHaveAttribute('type', 'email');
    await expect.element(input).toHaveAttribute('name', 'email');
    await expect.element(input).toHaveAttribute('autocomplete', 'email');
    await expect.element(input).toHaveAttribute('inputmode', 'email');
  });

  it('shows an error as the description and marks itself invalid', async () => {
    const screen = await render(<TextField label="Nome completo" required error="Informe seu nome" />);
    const input = screen.getByRole('textbox', { name: 'Nome completo' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Informe seu nome');
    await expect.element(input).toBeRequired();
  });

  it('keeps the required "*" out of the accessible name', async () => {
    const screen = await render(<TextField label="Nome" required />);
    await expect.element(screen.getByRole('textbox', { name: 'Nome', exact: true })).toBeInTheDocument();
  });

  it('forwards its ref to the input and accepts typing', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(<TextField ref={ref} label="Assunto" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Assunto' }), 'Financiamento');
    expect(ref.current?.value).toBe('Financiamento');
  });
});
