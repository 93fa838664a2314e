import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('adds to the accessible name without taking visible space', async () => {
    const screen = await render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Fechar</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Fechar' });
    await expect.element(button).toBeVisible();
    const hidden = screen.getByText('Fechar').element().getBoundingClientRect();
    expect(hidden.width).toBeLessThanOrEqual(1);
  });
});
