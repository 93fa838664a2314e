import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField';
import { textFieldTypes } from './TextField';

const meta = {
  title: 'Formulários/TextField',
  tags: ['stable'],
  component: TextField,
  args: { label: 'Nome completo', name: 'fullName', autoComplete: 'name' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await userEvent.type(input, 'Maria da Conceição');
    await expect(input).toHaveValue('Maria da Conceição');
  },
};
export const WithHint: Story = { args: { label: 'E-mail', type: 'email', hint: 'Enviaremos a proposta para este endereço.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { required: true, error: 'Informe seu nome completo.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe seu nome completo.');
  },
};
/**
 * An amount outside the range the field accepts: the message says the range, the field keeps what
 * was typed, and its hint stays.
 */
export const OutOfRange: Story = {
  args: {
    label: 'Valor desejado',
    name: 'loanAmount',
    autoComplete: 'off',
    inputMode: 'decimal',
    hint: 'De R$ 5.000 a R$ 500.000.',
    defaultValue: 'R$ 650.000,00',
    error: 'Informe um valor entre R$ 5.000,00 e R$ 500.000,00.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Valor desejado' });
    await expect(input).toHaveValue('R$ 650.000,00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'De R$ 5.000 a R$ 500.000. Informe um valor entre R$ 5.000,00 e R$ 500.000,00.',
    );
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Maria' } };
export const LongPortugueseText: Story = {
  args: {
    label: 'Descreva a situação atual do financiamento do seu veículo, incluindo o banco e as parcelas restantes',
    hint: 'Quanto mais detalhes você informar, mais rápida será a análise com os bancos parceiros.',
  },
};
export const NarrowScreen: Story = {
  args: { required: true, error: 'Informe seu nome completo.' },
  globals: { viewport: { value: 'celular', isRotated: false } },
};
