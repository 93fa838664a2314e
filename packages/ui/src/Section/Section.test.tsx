import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Section } from './Section';

describe('Section', () => {
  it('is a region landmark when named by its heading', async () => {
    const screen = await render(
      <Section aria-labelledby="t">
        <h2 id="t">Soluções de Financiamento</h2>
      </Section>,
    );
    await expect.element(screen.getByRole('region', { name: 'Soluções de Financiamento' })).toBeVisible();
  });
});
