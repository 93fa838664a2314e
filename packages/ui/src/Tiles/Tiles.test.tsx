import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tiles } from './Tiles';

const items = ['Carros', 'Motos', 'Caminhões', 'Vans', 'Utilitários', 'Ônibus'];

function renderList() {
  return render(
    <Tiles as="ul" role="list" columns={{ base: 1, tablet: 2, wide: 3 }} space="lg">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tiles>,
  );
}

const boxes = (screen: Awaited<ReturnType<typeof renderList>>) =>
  screen.getByRole('listitem').all().map((item) => item.element().getBoundingClientRect());

describe('Tiles', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('keeps a list a list: each item is one tile', async () => {
    const screen = await renderList();
    expect(screen.getByRole('listitem').all()).toHaveLength(items.length);
  });

  it('on a desktop, fills rows of three equal columns with the gap between them', async () => {
    await page.viewport(1280, 800);
    const screen = await renderList();
    const [first, second, third, fourth] = boxes(screen);
    expect(second!.top).toBe(first!.top);
    expect(third!.top).toBe(first!.top);
    expect(fourth!.left).toBe(first!.left);
    expect(second!.width).toBeCloseTo(first!.width, 1);
    expect(third!.width).toBeCloseTo(first!.width, 1);
    expect(second!.left - first!.right).toBeCloseTo(24, 1);
    expect(fourth!.top - first!.bottom).toBeCloseTo(24, 1);
  });

  it('on a tablet, two columns', async () => {
    await page.viewport(800, 1000);
    const screen = await renderList();
    const [first, second, third] = boxes(screen);
    expect(second!.top).toBe(first!.top);
    expect(third!.left).toBe(first!.left);
    expect(third!.top).toBeGreaterThan(first!.bottom);
  });

  it('on a phone, one column as wide as the list', async () => {
    const screen = await renderList();
    const list = screen.getByRole('list').element().getBoundingClientRect();
    for (const box of boxes(screen)) {
      expect(box.left).toBe(list.left);
      expect(box.width).toBe(list.width);
    }
  });
});
