import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Inline } from './Inline';
import { inlineAligns, inlineJustifies } from './Inline.css';

const meta = {
  title: 'Layout/Inline',
  tags: ['stable'],
  component: Inline,
  args: {
    space: 'sm',
    children: [
      <Button key="a" variant="outline">Voltar</Button>,
      <Button key="b">Continuar</Button>,
    ],
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    justify: { control: 'inline-radio', options: inlineJustifies },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Between: Story = { args: { justify: 'between' } };
