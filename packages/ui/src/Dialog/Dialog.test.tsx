import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function FraudDialog(props: { defaultOpen?: boolean }) {
  return (
    <Dialog.Root defaultOpen={props.defaultOpen}>
      <Dialog.Trigger asChild>
        <Button>Ver alerta</Button>
      </Dialog.Trigger>
      <Dialog.Content closeLabel="Fechar alerta">
        <Dialog.Title>Alerta: Proteja-se contra sites falsos!</Dialog.Title>
        <Dialog.Description>Não temos canais não oficiais.</Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>Entendi</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  describe('uncontrolled', () => {
    it('opens from its trigger as a named, described modal dialog with focus inside', async () => {
      const screen = await render(<FraudDialog />);
      await screen.getByRole('button', { name: 'Ver alerta' }).click();
      const dialog = screen.getByRole('dialog', { name: 'Alerta: Proteja-se contra sites falsos!' });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog).toHaveAccessibleDescription('Não temos canais não oficiais.');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    });

    it('closes on Esc and returns focus to the trigger', async () => {
      const screen = await render(<FraudDialog />);
      const trigger = screen.getByRole('button', { name: 'Ver alerta' });
      await trigger.click();
      await expect.element(screen.getByRole('dialog')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
    });

    it('has a close button named by closeLabel', async () => {
      const screen = await render(<FraudDialog defaultOpen />);
      await screen.getByRole('button', { name: 'Fechar alerta' }).click();
      await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    });

    it('traps Tab inside the dialog', async () => {
      const screen = await render(<FraudDialog defaultOpen />);
      const dialog = screen.getByRole('dialog');
      await expect.element(dialog).toBeVisible();
      for (let i = 0; i < 4; i += 1) {
        await userEvent.tab();
        expect(dialog.element().contains(document.activeElement)).toBe(true);
      }
    });

    it('closes with an action wrapped in Dialog.Close', async () => {
      const screen = await render(<FraudDialog defaultOpen />);
      await screen.getByRole('button', { name: 'Entendi' }).click();
      await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('controlled', () => {
    it('follows open and reports onOpenChange', async () => {
      const onOpenChange = vi.fn();
      function Controlled() {
        const [open, setOpen] = useState(true);
        return (
          <Dialog.Root
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <Dialog.Content closeLabel="Fechar">
              <Dialog.Title>Título</Dialog.Title>
              <Dialog.Description>Texto</Dialog.Description>
            </Dialog.Content>
          </Dialog.Root>
        );
      }
      const screen = await render(<Controlled />);
      await expect.element(screen.getByRole('dialog', { name: 'Título' })).toBeVisible();
      await screen.getByRole('button', { name: 'Fechar' }).click();
      expect(onOpenChange).toHaveBeenCalledWith(false);
      await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
