import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { radioAppearances } from './RadioGroup.css';

const meta = {
  title: 'Formulários/RadioGroup',
  tags: ['stable'],
  component: RadioGroup,
  args: {
    legend: 'Tipo de pessoa',
    name: 'personType',
    defaultValue: 'fisica',
    appearance: 'segmented',
    onValueChange: fn(),
    options: [
      { value: 'fisica', label: 'Pessoa Física' },
      { value: 'juridica', label: 'Pessoa Jurídica' },
    ],
  },
  argTypes: { appearance: { control: 'inline-radio', options: radioAppearances } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Segmented: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pessoa Jurídica' }));
    await expect(canvas.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('juridica');
  },
};
export const List: Story = {
  args: {
    appearance: 'list',
    legend: 'Tipo de veículo',
    name: 'vehicleType',
    defaultValue: 'carro',
    options: [
      { value: 'carro', label: 'Carro', hint: 'Populares, sedãs, SUVs, hatches e picapes' },
      { value: 'moto', label: 'Moto' },
      { value: 'caminhao', label: 'Caminhão' },
    ],
  },
};
export const WithError: Story = { args: { defaultValue: undefined, required: true, error: 'Escolha uma opção.' } };
export const Disabled: Story = {
  args: {
    options: [
      { value: 'fisica', label: 'Pessoa Física' },
      { value: 'juridica', label: 'Pessoa Jurídica', disabled: true },
    ],
  },
};
