import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrendChart, type TrendPoint } from './TrendChart';

/** Illustrative values, not the Banco Central's: the site draws the series committed in `@repo/content`. */
const months = ['jul./25', 'ago./25', 'set./25', 'out./25', 'nov./25', 'dez./25', 'jan./26', 'fev./26', 'mar./26', 'abr./26', 'mai./26', 'jun./26'];
const values = [2.1, 2.08, 2.05, 2.06, 2.02, 1.99, 2.01, 1.98, 1.96, 1.98, 1.95, 1.97];
const illustrative: TrendPoint[] = months.map((label, index) => ({
  label,
  value: values[index]!,
  valueLabel: `${values[index]!.toFixed(2).replace('.', ',')}%`,
}));

const meta = {
  title: 'Conteúdo/TrendChart',
  tags: ['stable'],
  component: TrendChart,
  args: {
    points: illustrative,
    title: 'Série ilustrativa: 12 meses',
    periodHeader: 'Mês',
    valueHeader: 'Taxa (% a.m.)',
  },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months: the line, its ends written out, and the table screen readers get. */
export const TwelveMonths: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Série ilustrativa: 12 meses' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByText('jun./26: 1,97%')).toBeVisible();
  },
};

/** A flat series is drawn across the middle, not at an edge. */
export const Flat: Story = {
  args: { points: illustrative.slice(0, 4).map((point) => ({ ...point, value: 2, valueLabel: '2%' })), title: 'Série ilustrativa: sem variação' },
};

/** One point is a sentence, not a chart: nothing is drawn (the site prints the figure as a line of text). */
export const OnePoint: Story = {
  args: { points: illustrative.slice(-1), title: 'Série ilustrativa: um mês' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figure')).toBeNull();
  },
};
