import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link';
import { linkTones, linkUnderlines } from './Link.css';

const meta = {
  title: 'Navegação/Link',
  tags: ['stable'],
  component: Link,
  args: { href: '#como-funciona', children: 'Veja como funciona o financiamento' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const External: Story = {
  args: { href: 'mailto:contato@example.com', target: '_blank', children: 'contato@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'contato@example.com' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const Inverse: Story = {
  args: { tone: 'inverse', underline: 'always' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#0f1d36' }}>
        <Story />
      </div>
    ),
  ],
};
