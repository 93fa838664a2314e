import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { spaceSteps } from '../shared/sprinkles.css';
import { Text } from '../Text';
import { Column, Columns } from './Columns';
import { columnsAlignsY, columnsCollapses } from './Columns.css';

const meta = {
  title: 'Layout/Columns',
  tags: ['beta'],
  component: Columns,
  subcomponents: { Column },
  args: {
    space: 'xl',
    collapseBelow: 'wide',
    children: [
      <Column key="main" width="2/3">
        <Card>
          <Heading level={3} size="medium">
            Seus dados
          </Heading>
          <Text tone="muted">Nome, CPF e telefone para a simulação do financiamento.</Text>
        </Card>
      </Column>,
      <Column key="side" width="1/3">
        <Card>
          <Text weight="bold">Bancos parceiros</Text>
          <Text tone="muted">Mais de 20 bancos analisam o seu pedido.</Text>
        </Card>
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceSteps },
    collapseBelow: { control: 'inline-radio', options: columnsCollapses },
    alignY: { control: 'inline-radio', options: columnsAlignsY },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boxes of the story's columns, in order. */
const columnBoxes = (canvasElement: HTMLElement) =>
  [...(canvasElement.firstElementChild?.children ?? [])].map((column) => column.getBoundingClientRect());

/** A desktop: the main column two thirds of the row, the side panel one third. */
export const WideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [main, side] = columnBoxes(canvasElement);
    await expect(side!.top).toBe(main!.top);
    await expect(main!.width / side!.width).toBeCloseTo(2, 2);
  },
};

/** A phone: below `collapseBelow` the columns stack, each as wide as the row. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [main, side] = columnBoxes(canvasElement);
    await expect(side!.top).toBeGreaterThan(main!.bottom);
    await expect(side!.width).toBe(main!.width);
  },
};

/** A call to action: text filling the row, its button as wide as its label, centred vertically. */
export const ContentBesideFill: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    space: 'lg',
    alignY: 'center',
    children: [
      <Column key="text">
        <Heading level={3} size="medium">
          Pronto para financiar seu veículo?
        </Heading>
        <Text tone="muted">Fale com um especialista e receba uma proposta sem compromisso.</Text>
      </Column>,
      <Column key="action" width="content">
        <Button>Falar com um especialista</Button>
      </Column>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const [text, action] = columnBoxes(canvasElement);
    const button = canvas.getByRole('button', { name: 'Falar com um especialista' }).getBoundingClientRect();
    await expect(action!.width).toBe(button.width);
    await expect(text!.width).toBeGreaterThan(action!.width);
  },
};
