import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Notice } from './Notice';

describe('Notice', () => {
  it('is static content by default and can receive focus from code', async () => {
    const ref = createRef<HTMLDivElement>();
    const screen = await render(
      <Notice ref={ref} tone="warning" title="Atenção">
        Não temos canais não oficiais.
      </Notice>,
    );
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    ref.current?.focus();
    await expect.element(screen.getByText('Atenção').element().closest<HTMLElement>('[tabindex]')!).toHaveFocus();
  });

  it.each([
    ['assertive', 'alert'],
    ['polite', 'status'],
  ] as const)('announce="%s" gives role %s', async (announce, role) => {
    const screen = await render(
      <Notice tone="critical" announce={announce} title="Erro">
        Revise os campos.
      </Notice>,
    );
    await expect.element(screen.getByRole(role)).toHaveTextContent('ErroRevise os campos.');
  });
});
