import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render, renderHook } from 'vitest-browser-react';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Mostrar</Button>;
}

function App({ options }: { options: ToastOptions }) {
  return (
    <ToastProvider label="Notificação" regionLabel="Notificações ({hotkey})" closeLabel="Fechar notificação">
      <Trigger options={options} />
    </ToastProvider>
  );
}

/** Raises a toast as it mounts: before the provider has its region (fetched when it mounts). */
function ToastOnMount({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  useEffect(() => {
    toast(options);
  }, [toast, options]);
  return null;
}

const success: ToastOptions = {
  tone: 'success',
  title: 'Mensagem enviada!',
  description: 'Redirecionamos você para o WhatsApp para enviar sua mensagem.',
};
const critical: ToastOptions = {
  tone: 'critical',
  title: 'Preencha todos os campos obrigatórios',
  description: 'Complete todas as informações para continuar.',
};

describe('Toast', () => {
  it('names its region in Portuguese (no Radix English default)', async () => {
    const screen = await render(<App options={success} />);
    await expect.element(screen.getByRole('region', { name: 'Notificações (F8)' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Notification/);
  });

  it('shows a toast raised before its region had arrived, once it has', async () => {
    const screen = await render(
      <ToastProvider label="Notificação" regionLabel="Notificações ({hotkey})" closeLabel="Fechar notificação">
        <ToastOnMount options={success} />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notificações (F8)' });
    await expect.element(region.getByRole('listitem').getByText('Mensagem enviada!')).toBeVisible();
  });

  describe('a success toast', () => {
    it('appears with title, description and a labelled close button', async () => {
      const screen = await render(<App options={success} />);
      await screen.getByRole('button', { name: 'Mostrar' }).click();
      const region = screen.getByRole('region', { name: 'Notificações (F8)' });
      // Radix also renders a visually hidden copy for the announcement: scope to the viewport list.
      await expect.element(region.getByRole('listitem').getByText('Mensagem enviada!')).toBeVisible();
      await expect.element(region.getByText('Redirecionamos você para o WhatsApp para enviar sua mensagem.')).toBeVisible();
      await expect.element(region.getByRole('button', { name: 'Fechar notificação' })).toBeVisible();
    });

    it('is announced politely through role="status" with the provider label', async () => {
      const screen = await render(<App options={success} />);
      await screen.getByRole('button', { name: 'Mostrar' }).click();
      const announcer = page.getByRole('status').filter({ hasText: 'Mensagem enviada!' });
      await expect.element(announcer).toHaveAttribute('aria-live', 'polite');
      await expect.element(announcer).toMatchTextContent(/^Notificação Mensagem enviada!/);
    });

    it('closes from its close button', async () => {
      const screen = await render(<App options={success} />);
      await screen.getByRole('button', { name: 'Mostrar' }).click();
      const region = screen.getByRole('region', { name: 'Notificações (F8)' });
      await region.getByRole('button', { name: 'Fechar notificação' }).click();
      await expect.element(region.getByRole('listitem')).not.toBeInTheDocument();
    });
  });

  describe('a critical toast', () => {
    it('is announced assertively (foreground)', async () => {
      const screen = await render(<App options={critical} />);
      await screen.getByRole('button', { name: 'Mostrar' }).click();
      const announcer = page.getByRole('status').filter({ hasText: 'Preencha todos os campos obrigatórios' });
      await expect.element(announcer).toHaveAttribute('aria-live', 'assertive');
      const region = screen.getByRole('region', { name: 'Notificações (F8)' });
      await expect.element(region.getByText('Complete todas as informações para continuar.')).toBeVisible();
    });
  });

  it('shows one toast at a time: a newer one replaces the one on screen', async () => {
    function Two() {
      const { toast } = useToast();
      return (
        <>
          <Button onClick={() => toast(critical)}>Erro</Button>
          <Button onClick={() => toast(success)}>Sucesso</Button>
        </>
      );
    }
    const screen = await render(
      <ToastProvider label="Notificação" regionLabel="Notificações ({hotkey})" closeLabel="Fechar notificação" duration={60_000}>
        <Two />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notificações (F8)' });
    await screen.getByRole('button', { name: 'Erro' }).click();
    await expect.element(region.getByRole('listitem').getByText('Preencha todos os campos obrigatórios')).toBeVisible();
    await screen.getByRole('button', { name: 'Sucesso' }).click();
    await expect.element(region.getByRole('listitem').getByText('Mensagem enviada!')).toBeVisible();
    await expect.poll(() => region.getByRole('listitem').elements().length).toBe(1);
  });

  it('closes a toast by its id before its time', async () => {
    function Dismissable() {
      const { toast, dismiss } = useToast();
      const [id, setId] = useState<string | null>(null);
      return (
        <>
          <Button onClick={() => setId(toast(critical))}>Erro</Button>
          <Button onClick={() => id && dismiss(id)}>Corrigido</Button>
        </>
      );
    }
    const screen = await render(
      <ToastProvider label="Notificação" regionLabel="Notificações ({hotkey})" closeLabel="Fechar notificação" duration={60_000}>
        <Dismissable />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notificações (F8)' });
    await screen.getByRole('button', { name: 'Erro' }).click();
    await expect.element(region.getByRole('listitem')).toBeVisible();
    await screen.getByRole('button', { name: 'Corrigido' }).click();
    await expect.element(region.getByRole('listitem')).not.toBeInTheDocument();
  });

  it('throws a clear error when useToast is used outside the provider', async () => {
    await expect(renderHook(() => useToast())).rejects.toThrow('useToast must be used inside <ToastProvider>.');
  });
});
