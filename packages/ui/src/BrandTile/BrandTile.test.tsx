import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Tiles } from '../Tiles';
import { BrandTile } from './BrandTile';

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#2d6a4f"/></svg>')}`;

function renderBrands() {
  return render(
    <Tiles as="ul" role="list" columns={2} space="sm">
      <BrandTile name="Banco Pan" />
      <BrandTile name="Financeira Horizonte" logo={logo} />
    </Tiles>,
  );
}

// A logo shown instead of the name, the same box whatever the file: the WithLogos story's play.
describe('BrandTile', () => {
  it('is one item of a list of brands, named by its text or its logo’s alternative text', async () => {
    const screen = await renderBrands();
    const items = screen.getByRole('listitem').all();
    expect(items).toHaveLength(2);
    await expect.element(items[0]!).toHaveTextContent('Banco Pan');
    await expect.element(items[1]!.getByRole('img', { name: 'Financeira Horizonte' })).toBeVisible();
  });

  it('gives the logo its size before it loads, so nothing moves when it arrives', async () => {
    const screen = await renderBrands();
    const image = screen.getByRole('img').element() as HTMLImageElement;
    const box = image.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([160, 48]);
  });
});
