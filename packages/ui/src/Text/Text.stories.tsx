import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';
import { textAligns, textSizes, textTones, textWeights } from './Text.css';

const meta = {
  title: 'Tipografia/Text',
  tags: ['stable'],
  component: Text,
  args: { children: 'Taxas a partir de 1,2% a.m. em até 60 parcelas, com análise em vários bancos parceiros.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: (args) => (
    <>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`Tom ${tone}: ${args.children as string}`}</Text>
      ))}
    </>
  ),
};
