import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TrendChart, trendChartBox, trendChartGeometry, type TrendPoint } from './TrendChart';

const point = (label: string, value: number): TrendPoint => ({ label, value, valueLabel: `${String(value).replace('.', ',')}%` });

describe('trendChartGeometry: where each value sits', () => {
  const { width, height, padding } = trendChartBox;

  it('spreads the points evenly from the left edge to the right, inside the padding', () => {
    const xs = trendChartGeometry([2, 1.9, 2.1, 2]).map(({ x }) => x);
    expect(xs).toEqual([padding, padding + (width - 2 * padding) / 3, padding + (2 * (width - 2 * padding)) / 3, width - padding]);
  });

  it('puts the highest value at the top and the lowest at the bottom, the others in proportion', () => {
    const ys = trendChartGeometry([2.0, 1.9, 2.1, 1.95]).map(({ y }) => y);
    expect(ys[2]).toBe(padding); // 2.1, the highest
    expect(ys[1]).toBe(height - padding); // 1.9, the lowest
    expect(ys[0]).toBeCloseTo((padding + height - padding) / 2); // 2.0, halfway between
    expect(ys[3]).toBeCloseTo(padding + 0.75 * (height - 2 * padding)); // 1.95, three quarters down
  });

  it('draws a flat series across the middle', () => {
    expect(trendChartGeometry([1.97, 1.97, 1.97]).map(({ y }) => y)).toEqual([height / 2, height / 2, height / 2]);
  });
});

describe('TrendChart', () => {
  const twelve = ['jul./25', 'ago./25', 'set./25', 'out./25', 'nov./25', 'dez./25', 'jan./26', 'fev./26', 'mar./26', 'abr./26', 'mai./26', 'jun./26'].map(
    (label, index) => point(label, 2 + (index % 3) / 10),
  );

  it('gives screen readers every value in a table named by the title, and hides the drawing from them', async () => {
    const screen = await render(<TrendChart points={twelve} title="Média dos últimos 12 meses" periodHeader="Mês" valueHeader="Taxa (% a.m.)" />);
    const table = screen.getByRole('table', { name: 'Média dos últimos 12 meses' });
    await expect.element(table).toBeInTheDocument();
    await expect.element(screen.getByRole('columnheader', { name: 'Taxa (% a.m.)' })).toBeInTheDocument();
    await expect.element(screen.getByRole('rowheader', { name: 'jun./26' })).toBeInTheDocument();
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(12);
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('writes the first and last months with their values, visible without colour', async () => {
    const screen = await render(<TrendChart points={twelve} title="Média" periodHeader="Mês" valueHeader="Taxa" />);
    await expect.element(screen.getByText('jul./25: 2%')).toBeVisible();
    await expect.element(screen.getByText('jun./26: 2,2%')).toBeVisible();
  });

  it('draws one marker per point and a line through them all', async () => {
    const screen = await render(<TrendChart points={twelve} title="Média" periodHeader="Mês" valueHeader="Taxa" />);
    const svg = screen.container.querySelector('svg')!;
    expect(svg.querySelectorAll('circle')).toHaveLength(12);
    expect(svg.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(12);
  });

  it('draws nothing for a single point: one figure is a sentence, which the page writes', async () => {
    const screen = await render(<TrendChart points={[point('jun./26', 1.97)]} title="Média" periodHeader="Mês" valueHeader="Taxa" />);
    expect(screen.container.querySelector('figure')).toBeNull();
  });
});
