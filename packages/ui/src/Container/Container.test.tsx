import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Container } from './Container';

describe('Container', () => {
  it('centres its content within the regular maximum width on wide screens', async () => {
    await page.viewport(1600, 900);
    const screen = await render(<Container data-testid="c">Conteúdo</Container>);
    const box = screen.getByTestId('c').element().getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(1200);
    expect(Math.round(box.left)).toBe(Math.round(document.documentElement.clientWidth - box.right));
    await page.viewport(414, 896);
  });

  it('keeps side gutters on a phone', async () => {
    const screen = await render(<Container>Texto</Container>);
    await expect.element(screen.getByText('Texto')).toBeVisible();
    expect(getComputedStyle(screen.getByText('Texto').element()).paddingLeft).toBe('16px');
  });
});
