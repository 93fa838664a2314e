import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Badge } from './Badge';
import { badgeEmphases, badgeTones, badgeWraps } from './Badge.css';

const meta = {
  title: 'Conteúdo/Badge',
  tags: ['stable'],
  component: Badge,
  args: { children: '1000+ clientes satisfeitos em mais de 10 anos', tone: 'primary', emphasis: 'subtle' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
    wrap: { control: 'inline-radio', options: badgeWraps },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllTones: Story = {
  render: () => (
    <Inline space="xs">
      {badgeEmphases.flatMap((emphasis) =>
        badgeTones.map((tone) => (
          <Badge key={`${tone}-${emphasis}`} tone={tone} emphasis={emphasis}>{`${tone} ${emphasis}`}</Badge>
        )),
      )}
    </Inline>
  ),
};

/** A phone: with `wrap="wrap"` the long label breaks onto a second line instead of overflowing. */
export const WrappingOnNarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  args: { tone: 'success', emphasis: 'strong', wrap: 'wrap' },
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByText(/clientes satisfeitos/).getBoundingClientRect();
    await expect(badge.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};
