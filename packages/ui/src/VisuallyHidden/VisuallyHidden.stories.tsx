import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilitários/VisuallyHidden',
  tags: ['stable'],
  component: VisuallyHidden,
  args: { children: 'Fechar' },
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconButtonName: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};
