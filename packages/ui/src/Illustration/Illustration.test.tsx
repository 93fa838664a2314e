import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
// The second theme's stylesheet (setup loads the default one): each theme must recolour the pictures.
import '../theme/terracottaTheme.css';
import { themes } from '../theme/themes';
import { themeValues } from '../theme/values';
import { Illustration } from './Illustration';
import { IllustrationSymbols } from './IllustrationSymbols';
import { illustrationSprite } from './sprite';
import { illustrationNames } from './sizes';

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('Illustration', () => {
  it('is an image named by its label when it carries meaning', async () => {
    const screen = await render(<Illustration name="truck" label="Caminhão" />);
    await expect.element(screen.getByRole('img', { name: 'Caminhão' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology without a label', async () => {
    const screen = await render(<Illustration name="truck" data-testid="picture" />);
    await expect.element(screen.getByTestId('picture')).toHaveAttribute('aria-hidden', 'true');
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
  });

  it('has its box before anything loads: the drawn size, or the width given with the proportions kept', async () => {
    const screen = await render(
      <>
        <Illustration name="hero" data-testid="drawn" />
        <Illustration name="hero" width={200} data-testid="scaled" />
      </>,
    );
    const drawn = screen.getByTestId('drawn').element().getBoundingClientRect();
    const scaled = screen.getByTestId('scaled').element().getBoundingClientRect();
    expect([drawn.width, drawn.height]).toEqual([320, 200]);
    expect([scaled.width, scaled.height]).toEqual([200, 125]);
  });

  it('references its symbol in the sprite file it is given', async () => {
    const screen = await render(<Illustration name="car" sprite="/ilustracoes.svg" data-testid="picture" />);
    expect(screen.getByTestId('picture').element().querySelector('use')?.getAttribute('href')).toBe('/ilustracoes.svg#ilu-car');
  });

  it.each(Object.keys(themes) as (keyof typeof themes)[])('is painted in the %s theme’s colours', async (theme) => {
    const screen = await render(
      <div className={themes[theme]}>
        <IllustrationSymbols />
        <Illustration name="car" />
      </div>,
    );
    const body = screen.container.querySelector('#ilu-car path')!;
    expect(getComputedStyle(body).fill).toBe(hexToRgb(themeValues[theme].color.tone.primary.solid));
  });
});

describe('illustrationSprite', () => {
  const sprite = illustrationSprite();

  it('holds a symbol for every picture', () => {
    for (const name of illustrationNames) expect(sprite).toContain(`<symbol id="ilu-${name}"`);
  });

  it('paints with the theme’s custom properties only, never a colour of its own', () => {
    expect(sprite).not.toMatch(/#[0-9a-f]{3,8}\b(?!["-])|rgb\(|hsl\(/i);
    expect(sprite).not.toMatch(/(fill|stroke)="(?!none)/);
    expect(sprite.match(/(?:fill|stroke):([^;"]+)/g)!.every((paint) => /:(none|var\(--[\w-]+\))$/.test(paint))).toBe(true);
  });

  it('is a well-formed SVG document', () => {
    const parsed = new DOMParser().parseFromString(sprite, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.querySelectorAll('symbol')).toHaveLength(illustrationNames.length);
  });
});
