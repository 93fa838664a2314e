import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Formulários/Textarea',
  tags: ['stable'],
  component: Textarea,
  args: {
    label: 'Mensagem',
    name: 'message',
    maxLength: 500,
    counterLabel: (n: number, max: number | undefined) => `${n} de ${max} caracteres`,
    announceDelay: 600,
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter updates as the visitor types and is announced politely after a pause. */
export const CounterUpdates: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensagem' });
    await expect(textarea).toHaveAccessibleDescription('0 de 500 caracteres');
    await userEvent.type(textarea, 'Quero financiar um carro.');
    await expect(textarea).toHaveAccessibleDescription('25 de 500 caracteres');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('25 de 500 caracteres'));
  },
};
export const NearLimit: Story = { args: { maxLength: 30, defaultValue: 'Quero financiar um caminhão' } };
/**
 * `showCounter="near-limit"` (the contact form's): no count under a box far from its limit, so
 * nothing shrinks as the visitor types their first words; from 90% of it the count is shown,
 * described and announced.
 */
export const CountsOnlyNearLimit: Story = {
  args: { maxLength: 30, showCounter: 'near-limit' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(textarea, 'Quero financiar');
    await expect(canvas.queryByText(/caracteres/)).toBeNull();
    await expect(textarea).not.toHaveAccessibleDescription(/caracteres/);
    await userEvent.type(textarea, ' um caminhão');
    await expect(textarea).toHaveAccessibleDescription('27 de 30 caracteres');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('27 de 30 caracteres'));
  },
};
export const WithError: Story = { args: { required: true, error: 'Escreva sua mensagem.' } };
export const Disabled: Story = { args: { disabled: true } };
export const NarrowScreen: Story = { globals: { viewport: { value: 'celular', isRotated: false } } };
