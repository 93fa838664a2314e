import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline';
import { Badge } from './Badge';
import { badgeEmphases, badgeTones } from './Badge.css';

const meta = {
  title: 'Conteúdo/Badge',
  tags: ['stable'],
  component: Badge,
  args: { children: '1000+ clientes satisfeitos em mais de 10 anos', tone: 'primary', emphasis: 'subtle' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
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
