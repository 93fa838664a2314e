import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepIndicator } from './StepIndicator';

const meta = {
  title: 'Navegação/StepIndicator',
  tags: ['stable'],
  component: StepIndicator,
  args: {
    steps: ['Dados pessoais', 'Dados do veículo', 'Para concluir', 'Resultado'],
    current: 0,
    label: 'Etapas da solicitação',
    completedLabel: 'concluído',
  },
  argTypes: { current: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

/** Steps 1 and 2 completed: a check and "concluído" for screen readers; step 3 current. */
export const CompletedSteps: Story = {
  args: { current: 2 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Etapas da solicitação' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Dados pessoais (concluído)');
    await expect(items[1]).toHaveTextContent('Dados do veículo (concluído)');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[3]).not.toHaveTextContent('concluído');
  },
};

export const LastStep: Story = { args: { current: 3 } };

export const LongPortugueseText: Story = {
  args: {
    steps: ['Informações pessoais do solicitante', 'Características do veículo financiado', 'Revisão e confirmação', 'Resultado'],
    current: 1,
  },
};

export const NarrowScreen: Story = {
  args: { current: 1 },
  globals: { viewport: { value: 'celular', isRotated: false } },
};
