import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Column, Columns, columnsTrackList, type ColumnWidth } from './Columns';

const box = (element: Element) => element.getBoundingClientRect();

describe('Columns', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('shares the space the gap leaves by the columns’ fractions', async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <div style={{ width: 1000 }}>
        <Columns space="lg">
          <Column width="7/12">Formulário</Column>
          <Column width="5/12">Telefones</Column>
        </Columns>
      </div>,
    );
    const form = box(screen.getByText('Formulário').element());
    const phones = box(screen.getByText('Telefones').element());
    expect(phones.top).toBe(form.top);
    expect(form.width).toBeCloseTo(((1000 - 24) * 7) / 12, 1);
    expect(phones.width).toBeCloseTo(((1000 - 24) * 5) / 12, 1);
    expect(phones.left - form.right).toBeCloseTo(24, 1);
  });

  it('gives a content column its content’s width and a fill column the rest', async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <div style={{ width: 1000 }}>
        <Columns space="lg">
          <Column>Texto</Column>
          <Column width="content">
            <button type="button" style={{ width: 200 }}>
              Falar conosco
            </button>
          </Column>
        </Columns>
      </div>,
    );
    const text = box(screen.getByText('Texto').element());
    const button = box(screen.getByRole('button', { name: 'Falar conosco' }).element());
    expect(button.width).toBe(200);
    expect(text.width).toBeCloseTo(1000 - 24 - 200, 1);
  });

  it('makes a child that is not a Column a fill column', async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <div style={{ width: 1000 }}>
        <Columns space="lg">
          <p>Passos</p>
          <Column width="1/3">Ajuda</Column>
        </Columns>
      </div>,
    );
    const steps = box(screen.getByText('Passos').element());
    const help = box(screen.getByText('Ajuda').element());
    expect(help.top).toBe(steps.top);
    expect(steps.width).toBeCloseTo(((1000 - 24) * 2) / 3, 1);
  });

  it('stacks the columns, each as wide as the row, below collapseBelow', async () => {
    await page.viewport(800, 1000);
    const screen = await render(
      <Columns space="xl" collapseBelow="wide">
        <Column width="2/3">Passos</Column>
        <Column width="1/3">Ajuda</Column>
      </Columns>,
    );
    const steps = box(screen.getByText('Passos').element());
    const help = box(screen.getByText('Ajuda').element());
    expect(help.top).toBeCloseTo(steps.bottom + 32, 1);
    expect(help.width).toBe(steps.width);
    expect(help.left).toBe(steps.left);
  });

  it('keeps the columns side by side from collapseBelow up', async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <Columns space="xl" collapseBelow="wide">
        <Column width="2/3">Passos</Column>
        <Column width="1/3">Ajuda</Column>
      </Columns>,
    );
    const steps = box(screen.getByText('Passos').element());
    const help = box(screen.getByText('Ajuda').element());
    expect(help.top).toBe(steps.top);
    expect(steps.width / help.width).toBeCloseTo(2, 3);
  });
});

describe('columnsTrackList', () => {
  it.each<[ColumnWidth[], string]>([
    [['7/12', '5/12'], 'minmax(0, 7fr) minmax(0, 5fr)'],
    [['2/3', '1/3'], 'minmax(0, 2fr) minmax(0, 1fr)'],
    [['fill', '1/3'], 'minmax(0, 2fr) minmax(0, 1fr)'],
    [['fill', 'content'], 'minmax(0, 1fr) auto'],
    [['fill', 'fill'], 'minmax(0, 1fr) minmax(0, 1fr)'],
    [['1/2', 'fill', 'fill'], 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)'],
    [['1/2'], 'minmax(0, 0.5fr)'],
    [['1/3', '1/3'], 'minmax(0, 0.333333fr) minmax(0, 0.333333fr)'],
    [['2/3', '2/3'], 'minmax(0, 2fr) minmax(0, 2fr)'],
    [['2/3', 'fill'], 'minmax(0, 2fr) minmax(0, 1fr)'],
    [['1/2', '1/2', 'fill'], 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 0fr)'],
  ])('%j → %s', (widths, tracks) => {
    expect(columnsTrackList(widths)).toBe(tracks);
  });
});
