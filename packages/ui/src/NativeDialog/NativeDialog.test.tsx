import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { NativeDialog } from './NativeDialog';

function Warning() {
  return (
    <NativeDialog
      title="Alerta: Proteja-se contra sites falsos!"
      closeLabel="Fechar alerta"
      actions={
        <Button type="submit" value="entendi">
          Entendi
        </Button>
      }
    >
      <p>Não temos canais não oficiais.</p>
    </NativeDialog>
  );
}

const dialogOf = (container: HTMLElement) => container.querySelector('dialog')!;

describe('NativeDialog', () => {
  it('is rendered closed: nothing of it is shown or reachable', async () => {
    const screen = await render(<Warning />);
    expect(dialogOf(screen.container).open).toBe(false);
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened with showModal, is a named and described modal dialog with focus inside', async () => {
    const screen = await render(<Warning />);
    dialogOf(screen.container).showModal();
    const dialog = screen.getByRole('dialog', { name: 'Alerta: Proteja-se contra sites falsos!' });
    await expect.element(dialog).toHaveAccessibleDescription('Não temos canais não oficiais.');
    expect(dialogOf(screen.container).contains(document.activeElement)).toBe(true);
  });

  it('its action closes it with its value as the return value; the ✕ closes it with none', async () => {
    const screen = await render(<Warning />);
    const element = dialogOf(screen.container);
    element.showModal();
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(element.open).toBe(false);
    expect(element.returnValue).toBe('entendi');

    element.returnValue = '';
    element.showModal();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar alerta' }));
    expect(element.open).toBe(false);
    expect(element.returnValue).toBe('');
  });

  it('Esc closes it', async () => {
    const screen = await render(<Warning />);
    const element = dialogOf(screen.container);
    element.showModal();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => element.open).toBe(false);
  });
});
