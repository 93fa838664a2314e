import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Card } from './Card';
import { cardElevations, cardPaddings } from './Card.css';

const meta = {
  title: 'Layout/Card',
  tags: ['stable'],
  component: Card,
  args: {
    as: 'article',
    children: (
      <>
        <Heading level={3} size="medium">
          Refinanciamento
        </Heading>
        <Text tone="muted">Parcelas até 40% menores, 100% digital e quitação automática.</Text>
        <Button variant="outline">Refinancie já</Button>
      </>
    ),
  },
  argTypes: {
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {};
export const Raised: Story = { args: { elevation: 'raised' } };
