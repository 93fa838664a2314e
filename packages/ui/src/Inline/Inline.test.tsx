import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Inline } from './Inline';

describe('Inline', () => {
  it('lays children out on one row', async () => {
    const screen = await render(
      <Inline space="sm">
        <button type="button">Voltar</button>
        <button type="button">Continuar</button>
      </Inline>,
    );
    const back = screen.getByRole('button', { name: 'Voltar' }).element().getBoundingClientRect();
    const next = screen.getByRole('button', { name: 'Continuar' }).element().getBoundingClientRect();
    expect(next.top).toBe(back.top);
    expect(next.left - back.right).toBe(12);
  });
});
