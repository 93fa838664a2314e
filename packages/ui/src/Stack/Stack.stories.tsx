import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { Stack } from './Stack';
import { spaceSteps } from '../shared/sprinkles.css';
import { stackAligns } from './Stack.css';

const meta = {
  title: 'Layout/Stack',
  tags: ['stable'],
  component: Stack,
  args: {
    space: 'md',
    children: ['Carros', 'Motos', 'Caminhões'].map((t) => <Card key={t}>{t}</Card>),
  },
  argTypes: {
    space: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Responsive: Story = { args: { space: { base: 'xs', wide: 'xl' } } };
