import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { dialogSizes } from '../Dialog/Dialog.css';
import { NativeDialog, type NativeDialogProps } from './NativeDialog';

/** A page's button that opens it, as the page's own script would with `showModal()`. */
function WithOpener(args: NativeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button onClick={() => dialog.current?.showModal()}>Ver alerta</Button>
      <NativeDialog ref={dialog} {...args} />
    </>
  );
}

const meta = {
  title: 'Feedback/NativeDialog',
  tags: ['stable'],
  component: NativeDialog,
  args: {
    title: 'Alerta: Proteja-se contra sites falsos!',
    closeLabel: 'Fechar alerta',
    size: 'medium',
    actions: <Button type="submit">Entendi</Button>,
    children: (
      <p>
        Canais fraudulentos estão usando o nome da empresa. Não temos nenhum canal desse tipo: denuncie qualquer
        atividade suspeita pelo telefone (00) 0000-0000.
      </p>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: WithOpener,
} satisfies Meta<typeof NativeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as a designer reviews it: focus is inside, the page behind is dimmed and inert. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver alerta' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Alerta: Proteja-se contra sites falsos!' });
    await expect(dialog).toHaveAccessibleDescription(/Canais fraudulentos/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** "Entendi" closes it with no script of its own, and focus goes back to what opened it. */
export const ActionCloses: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Ver alerta' });
    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** The corner ✕ closes it, with no script of its own. (Esc: NativeDialog.test.tsx, which presses real keys.) */
export const CloseButtonCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver alerta' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fechar alerta' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const NarrowScreen: Story = {
  ...Open,
  globals: { viewport: { value: 'celular', isRotated: false } },
};
