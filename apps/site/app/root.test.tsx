import { createRoutesStub, Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ErrorBoundary } from './root';

/** What React Router's own error screens say (its DefaultErrorComponent and root default); none may reach a page. */
const reactRoutersEnglish = ['Unexpected Application Error', 'Application Error', 'Unhandled Thrown Response', 'Hey developer', 'Not Found'];

/** The site's route tree in small: a root with the site's ErrorBoundary, a page below it with none of its own. */
const siteWithPage = (page: { Component?: () => never; loader?: () => never }) =>
  createRoutesStub([
    {
      path: '/',
      Component: Outlet,
      ErrorBoundary: ErrorBoundary as never,
      children: [{ path: 'pagina', ...page }],
    },
  ]);

describe('routing failure', () => {
  beforeEach(() => {
    // React logs the caught render error; keep the test output about what is asserted.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('a page that throws shows the error screen in Portuguese, with its message and a link home', async () => {
    const Stub = siteWithPage({
      Component() {
        throw new Error('Falha ao carregar a página');
      },
    });
    const screen = await render(<Stub initialEntries={['/pagina']} />);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Erro inesperado' })).toBeVisible();
    await expect.element(screen.getByText('Falha ao carregar a página')).toBeVisible();
    await expect.element(screen.getByText('Detalhe técnico:', { exact: false })).toBeVisible();
    await expect.element(screen.getByRole('main').getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    // Styled like the site: inside the same frame as every page.
    await expect.element(screen.getByRole('banner')).toBeInTheDocument();
    await expect.element(screen.getByRole('contentinfo')).toBeInTheDocument();
    for (const english of reactRoutersEnglish) expect(document.body.textContent).not.toContain(english);
  });

  it('a thrown response (a 404 from a loader) shows the same Portuguese screen, its status without English', async () => {
    const Stub = siteWithPage({
      loader() {
        throw new Response(null, { status: 404, statusText: 'Not Found' });
      },
    });
    const screen = await render(<Stub initialEntries={['/pagina']} />);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Erro inesperado' })).toBeVisible();
    await expect.element(screen.getByText('Detalhe técnico: 404', { exact: true })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
    for (const english of reactRoutersEnglish) expect(document.body.textContent).not.toContain(english);
  });
});
