import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Card } from './Card';

describe('Card', () => {
  it('renders as an article holding its content', async () => {
    const screen = await render(
      <Card as="article" aria-label="Financiamento">
        <h3>Financiamento</h3>
      </Card>,
    );
    await expect.element(screen.getByRole('article', { name: 'Financiamento' })).toBeVisible();
  });
});
