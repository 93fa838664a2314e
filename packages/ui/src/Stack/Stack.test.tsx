import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders a real list when asked, with vertical spacing between items', async () => {
    const screen = await render(
      <Stack as="ul" space="lg" role="list">
        <li>Carros</li>
        <li>Motos</li>
      </Stack>,
    );
    const items = screen.getByRole('listitem').all();
    expect(items).toHaveLength(2);
    const first = items[0]!.element().getBoundingClientRect();
    const second = items[1]!.element().getBoundingClientRect();
    expect(second.top - first.bottom).toBe(24);
  });
});
