import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { spaceSteps } from '../shared/sprinkles.css';
import { Tiles } from './Tiles';

const services = [
  { title: 'Financiamento', text: 'Carros, motos e caminhões usados, com parcelas que cabem no bolso.' },
  { title: 'Refinanciamento', text: 'Use o veículo quitado como garantia e pague menos juros.' },
  { title: 'Crédito com garantia', text: 'Dinheiro na conta em poucos dias.' },
  { title: 'Aprovação rápida', text: 'Análise com mais de 20 bancos parceiros e resposta no mesmo dia útil.' },
  { title: 'Atendimento', text: 'Especialistas acompanham cada etapa.' },
  { title: 'Transparência', text: 'Taxas e custo efetivo total antes de assinar.' },
];

const meta = {
  title: 'Layout/Tiles',
  tags: ['beta'],
  component: Tiles,
  args: {
    as: 'ul',
    role: 'list',
    columns: { base: 1, tablet: 2, wide: 3 },
    space: 'lg',
    children: services.map((service) => (
      <Card as="li" key={service.title}>
        <Heading level={3} size="medium">
          {service.title}
        </Heading>
        <Text tone="muted">{service.text}</Text>
      </Card>
    )),
  },
  argTypes: {
    space: { control: 'select', options: spaceSteps },
    // One count of `tilesColumnCounts`, or one per breakpoint.
    columns: { control: 'object' },
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns the tiles fall into: the distinct left edges of the list items. */
const columnsOnScreen = (canvasElement: HTMLElement) =>
  new Set([...canvasElement.querySelectorAll('li')].map((item) => Math.round(item.getBoundingClientRect().left))).size;

/** A desktop: three columns; the cards of a row share its height whatever their text. */
export const WideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(3);
    const [first, second] = [...canvasElement.querySelectorAll('li')].map((item) => item.getBoundingClientRect());
    await expect(first!.height).toBe(second!.height);
  },
};

/** A tablet: two columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(2);
  },
};

/** A phone: one column. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(1);
  },
};

/** Small tiles (bank names): two on a phone, five on a desktop, a smaller gap. */
export const FiveColumns: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    columns: { base: 2, tablet: 3, wide: 5 },
    space: 'sm',
    children: ['Banco do Brasil', 'Bradesco', 'Itaú', 'Santander', 'Caixa'].map((bank) => (
      <Card as="li" key={bank} padding="small">
        <Text weight="bold" align="center">
          {bank}
        </Text>
      </Card>
    )),
  },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(5);
  },
};
