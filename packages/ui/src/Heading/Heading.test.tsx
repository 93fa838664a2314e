import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Heading } from './Heading';

describe('Heading', () => {
  it('keeps the outline level independent of the visual size', async () => {
    const screen = await render(
      <>
        <Heading level={2} size="display">Grande mas nível 2</Heading>
        <Heading level={1} size="small">Pequeno mas nível 1</Heading>
      </>,
    );
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Grande mas nível 2' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Pequeno mas nível 1' })).toBeVisible();
    const big = screen.getByRole('heading', { level: 2 }).element();
    const small = screen.getByRole('heading', { level: 1 }).element();
    expect(parseFloat(getComputedStyle(big).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(small).fontSize));
  });
});
