import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button named by its label that calls onClick', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Continuar</Button>);
    const button = screen.getByRole('button', { name: 'Continuar' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('meets the 44 px target at medium size and 24 px at small', async () => {
    const screen = await render(
      <>
        <Button>Médio</Button>
        <Button size="small">Pequeno</Button>
      </>,
    );
    const medium = screen.getByRole('button', { name: 'Médio' }).element().getBoundingClientRect();
    const small = screen.getByRole('button', { name: 'Pequeno' }).element().getBoundingClientRect();
    expect(medium.height).toBeGreaterThanOrEqual(44);
    expect(small.height).toBeGreaterThanOrEqual(24);
  });

  describe('with href', () => {
    it('renders a link, adding noopener noreferrer when it opens a new tab', async () => {
      const screen = await render(
        <Button href="https://wa.me/5500000000000" target="_blank" tone="whatsapp">
          Fale Conosco
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Fale Conosco' });
      await expect.element(link).toHaveAttribute('href', 'https://wa.me/5500000000000');
      await expect.element(link).toHaveAttribute('target', '_blank');
      await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('keeps a caller rel and adds the safety values', async () => {
      const screen = await render(
        <Button href="/x" target="_blank" rel="external">
          Abrir
        </Button>,
      );
      await expect.element(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute('rel', 'external noopener noreferrer');
    });

    it('renders the child element with asChild', async () => {
      const screen = await render(
        <Button asChild variant="outline">
          <a href="/financiamento">Financiamento</a>
        </Button>,
      );
      await expect.element(screen.getByRole('link', { name: 'Financiamento' })).toHaveAttribute('href', '/financiamento');
    });
  });

  describe('when loading', () => {
    it('is named by the loading label, busy, and ignores clicks', async () => {
      const onClick = vi.fn();
      const screen = await render(
        <Button loading loadingLabel="Enviando…" onClick={onClick}>
          Enviar
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Enviando…' });
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      await expect.element(button).toHaveAttribute('aria-disabled', 'true');
      // Playwright refuses to click aria-disabled elements; force it to prove the click is ignored.
      await button.click({ force: true });
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('when disabled', () => {
    it('stays focusable but does not act', async () => {
      const onClick = vi.fn();
      const screen = await render(
        <Button disabled onClick={onClick}>
          Continuar
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Continuar' });
      await expect.element(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.tab();
      await expect.element(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onClick).not.toHaveBeenCalled();
    });

    it('drops the href of a disabled link', async () => {
      const screen = await render(
        <Button href="/financiamento" disabled>
          Financiamento
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Financiamento' });
      await expect.element(link).not.toHaveAttribute('href');
      await expect.element(link).toHaveAttribute('aria-disabled', 'true');
    });
  });

  it('hides its icon from screen readers', async () => {
    const screen = await render(<Button icon={<svg data-testid="icone" />}>WhatsApp</Button>);
    await expect.element(screen.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
    await expect.element(screen.getByTestId('icone').element().parentElement!).toHaveAttribute('aria-hidden', 'true');
  });
});
