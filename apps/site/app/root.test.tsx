import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ErrorBoundary } from './root';

describe('routing failure', () => {
  it('a route that throws shows the error screen with its message and a link home', async () => {
    // React logs the caught render error; keep the test output about what is asserted.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: '/',
        Component() {
          throw new Error('Falha ao carregar a página');
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    const screen = await render(<Stub initialEntries={['/']} />);
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Erro inesperado' }))
      .toBeVisible();
    await expect.element(screen.getByText('Falha ao carregar a página')).toBeVisible();
    await expect.element(screen.getByText('Detalhe técnico:', { exact: false })).toBeVisible();
    await expect.element(screen.getByRole('main').getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    // Styled like the site: inside the same frame as every page.
    await expect.element(screen.getByRole('banner')).toBeInTheDocument();
    await expect.element(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
