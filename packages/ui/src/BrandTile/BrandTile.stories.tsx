import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tiles } from '../Tiles';
import { BrandTile } from './BrandTile';

/** The landing page's partners as the site names them (short names). */
const banks = ['Banco do Brasil', 'Bradesco', 'Itaú', 'Santander', 'Caixa', 'Safra', 'BV', 'Pan', 'BMG', 'Daycoval'];

/**
 * Two made-up brands' logos drawn for these stories (no institution's own: a logo is shown only
 * with its owner's permission), one wide and one square, to show both fit the same box.
 */
const svg = (body: string, viewBox: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;
const wideLogo = svg('<rect width="240" height="60" rx="10" fill="#1f4e79"/><circle cx="34" cy="30" r="16" fill="#f2c14e"/><rect x="62" y="20" width="150" height="20" rx="4" fill="#ffffff"/>', '0 0 240 60');
const squareLogo = svg('<rect width="80" height="80" rx="16" fill="#2d6a4f"/><path d="M18 58 L40 20 L62 58 Z" fill="#ffffff"/>', '0 0 80 80');

const meta = {
  title: 'Conteúdo/BrandTile',
  tags: ['beta'],
  component: BrandTile,
  args: { name: 'Banco do Brasil' },
  render: (args) => (
    <Tiles as="ul" role="list" columns={{ base: 2, tablet: 3, wide: 5 }} space="sm">
      <BrandTile {...args} />
    </Tiles>
  ),
} satisfies Meta<typeof BrandTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tiles of a row, by their top edge: one height per row, whatever the name's length. */
const rows = (canvasElement: HTMLElement) => {
  const byTop = new Map<number, DOMRect[]>();
  for (const item of canvasElement.querySelectorAll('li')) {
    const box = item.getBoundingClientRect();
    byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
  }
  return byTop;
};

/** A desktop: ten partners by name, five a row, read as a list of ten brands. */
export const Names: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <Tiles as="ul" role="list" columns={{ base: 2, tablet: 3, wide: 5 }} space="sm">
      {banks.map((bank) => (
        <BrandTile key={bank} {...args} name={bank} />
      ))}
    </Tiles>
  ),
  play: async ({ canvas, canvasElement }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(banks);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    for (const row of rows(canvasElement).values()) {
      await expect(row).toHaveLength(5);
      await expect(new Set(row.map((box) => box.height)).size).toBe(1);
    }
  },
};

/** Logos where the brand allowed one, names elsewhere: the logo's box is the same for a wide and a square one. */
export const WithLogos: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <Tiles as="ul" role="list" columns={{ base: 2, tablet: 3, wide: 5 }} space="sm">
      <BrandTile {...args} name="Financeira Horizonte" logo={wideLogo} />
      <BrandTile {...args} name="Crédito Serra Verde" logo={squareLogo} />
      {banks.slice(0, 3).map((bank) => (
        <BrandTile key={bank} {...args} name={bank} />
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const logos = canvas.getAllByRole('img');
    await expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['Financeira Horizonte', 'Crédito Serra Verde']);
    const [wide, square] = logos.map((logo) => logo.getBoundingClientRect());
    await expect(square!.height).toBe(wide!.height);
    await expect(square!.width).toBe(wide!.width);
    await expect(canvas.queryByText('Financeira Horizonte')).toBeNull();
    await expect(canvas.getByText('Itaú')).toBeVisible();
  },
};

/** A phone: two a row; a long name breaks between words and stays inside its tile. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  render: (args) => (
    <Tiles as="ul" role="list" columns={{ base: 2, tablet: 3, wide: 5 }} space="sm">
      {['Caixa Econômica Federal', 'Banco Daycoval', 'Porto Seguro', 'Itaú'].map((bank) => (
        <BrandTile key={bank} {...args} name={bank} />
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByText('Caixa Econômica Federal');
    const box = long.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
  },
};
