import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Formulários/Select',
  tags: ['stable'],
  component: Select,
  args: {
    label: 'Número de parcelas',
    name: 'installments',
    placeholder: 'Selecione',
    options: [12, 24, 36, 48, 60].map((n) => ({ value: String(n), label: `${n} parcelas` })),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Número de parcelas' });
    await userEvent.selectOptions(select, '48 parcelas');
    await expect(select).toHaveValue('48');
  },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Escolha o número de parcelas.' } };
export const Disabled: Story = { args: { disabled: true } };
