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

  it('says at the field when what was pasted was cut at maxLength, keeps what fits, and stops saying it once shorter', async () => {
    const ref = createRef<HTMLInputElement>();
    const cut = (max: number) => `Cortado em ${max} caracteres.`;
    const screen = await render(<TextField ref={ref} label="Nome" maxLength={10} cutLabel={cut} />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.fill(input, 'Maria da Silva Santos');
    await expect.element(input).toHaveValue('Maria da S');
    await expect.element(input).toHaveAccessibleDescription('Cortado em 10 caracteres.');
    expect(ref.current?.value).toBe('Maria da S');
    await userEvent.type(input, '{Backspace}');
    await expect.element(input).not.toHaveAccessibleDescription('Cortado em 10 caracteres.');
    await expect.element(screen.getByText('Cortado em 10 caracteres.', { exact: true })).not.toBeInTheDocument();
  });

  it('says it when a key typed at the bound does not go in; a text that fits says nothing', async () => {
    const cut = (max: number) => `Cortado em ${max} caracteres.`;
    const screen = await render(<TextField label="Nome" maxLength={5} cutLabel={cut} />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(input, 'Maria');
    await expect.element(input).toHaveValue('Maria');
    await expect.element(input).not.toHaveAccessibleDescription('Cortado em 5 caracteres.');
    await userEvent.type(input, 'X');
    await expect.element(input).toHaveValue('Maria');
    await expect.element(input).toHaveAccessibleDescription('Cortado em 5 caracteres.');
  });
});
