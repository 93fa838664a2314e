import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { documentPatterns, phonePatterns } from '@repo/content/documents';
import { parseBRL } from '@repo/content/format';
import { MaskedInput } from './MaskedInput';

// The site's own formats (ui holds the mask notation, the content package the patterns and the
// money parser); the control names the patterns by key. A currency field needs its `parse` as
// well, so its stories give both rather than offering it here.
const patterns = { cpf: documentPatterns.cpf, cnpj: documentPatterns.cnpj, phone: phonePatterns } as const;

const meta = {
  title: 'Formulários/MaskedInput',
  tags: ['beta'],
  component: MaskedInput,
  args: { label: 'CPF', mask: patterns.cpf, name: 'cpf', onValueChange: fn() },
  argTypes: { mask: { control: 'inline-radio', options: Object.keys(patterns), mapping: patterns } },
  // The input fetches imask once it mounts; a story's keys would race that fetch (on a cold dev
  // server the first stories' typing ended before it arrived). Loaded before the story renders,
  // the mask attaches as it mounts and the stories type into a masked field. Typing before the
  // mask arrives is covered by MaskedInput.test.tsx.
  loaders: [async () => void (await import('imask'))],
} satisfies Meta<typeof MaskedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing digits formats a CPF; both values are reported. */
export const FormatsCpf: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await userEvent.type(input, '12345678909');
    await expect(input).toHaveValue('123.456.789-09');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123.456.789-09', '12345678909');
  },
};

/** Alphanumeric CNPJ (2026): letters allowed in the first 12 positions; the keyboard is a text one. */
export const Cnpj: Story = {
  args: { label: 'CNPJ', mask: patterns.cnpj, name: 'cnpj' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, '12abc34501de35');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
  },
};

/** Landline (10 digits) switches to mobile (11 digits) as the visitor types. */
export const Phone: Story = {
  args: { label: 'Telefone', mask: patterns.phone, name: 'phone', autoComplete: 'tel-national', inputMode: 'tel' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, '6133334444');
    await expect(input).toHaveValue('(61) 3333-4444');
    await userEvent.clear(input);
    await userEvent.type(input, '61999998888');
    await expect(input).toHaveValue('(61) 99999-8888');
  },
};

/**
 * A BRL amount, read by the site's money parser it is given (`parse`): a dot groups thousands, the
 * comma is the decimal, as Brazilians type and paste it.
 */
export const Currency: Story = {
  args: { label: 'Valor do veículo', mask: 'currency', parse: parseBRL, prefix: 'R$', name: 'vehicleValue', defaultValue: '85.000,00' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Valor do veículo' });
    await userEvent.clear(input);
    await userEvent.type(input, '45.000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('45.000', '45000');
    await userEvent.clear(input);
    await userEvent.paste('R$ 1.234,56');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1.234,56', '1234.56');
    // Back to the value it showed, completed with its centavos once the visitor leaves the field.
    await userEvent.clear(input);
    await userEvent.type(input, '85.000');
    await userEvent.tab();
    await expect(input).toHaveValue('85.000,00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('85.000,00', '85000');
  },
};

/** The input owns its value; `onValueChange` reports both forms as the visitor types. */
export const LiveValue: Story = {
  render: function Render(args) {
    const [raw, setRaw] = useState('');
    return (
      <>
        <MaskedInput {...args} onValueChange={(_masked, unmasked) => setRaw(unmasked)} />
        <p>Sem máscara: {raw || '—'}</p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '98765432100');
    await expect(canvas.getByText('Sem máscara: 98765432100')).toBeVisible();
  },
};

export const WithError: Story = { args: { required: true, error: 'Informe um CPF.' } };
export const NarrowScreen: Story = {
  args: { label: 'Valor da entrada', mask: 'currency', parse: parseBRL, prefix: 'R$' },
  globals: { viewport: { value: 'celular', isRotated: false } },
};
