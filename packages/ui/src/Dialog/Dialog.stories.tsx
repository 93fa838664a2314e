import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogContent } from './Dialog';
import { dialogSizes } from './Dialog.css';

const meta = {
  title: 'Feedback/Dialog',
  tags: ['stable'],
  component: DialogContent,
  args: { closeLabel: 'Fechar alerta', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Ver alerta</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Title>Alerta: Proteja-se contra sites falsos!</Dialog.Title>
        <Dialog.Description>
          Canais fraudulentos estão usando o nome da empresa. Não temos nenhum canal desse tipo: denuncie qualquer
          atividade suspeita pelo telefone (00) 0000-0000.
        </Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>Entendi</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the trigger; Esc closes it and focus returns to the trigger. */
export const EscClosesAndFocusReturns: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver alerta' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Alerta: Proteja-se contra sites falsos!' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The dialog open, as a designer reviews it. */
export const Open: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <Dialog.Title>Alerta: Proteja-se contra sites falsos!</Dialog.Title>
        <Dialog.Description>
          Canais fraudulentos estão usando o nome da empresa. Denuncie qualquer atividade suspeita.
        </Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>Entendi</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
  // Ends open: the screenshot baseline shows the dialog, not the page after it closed.
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fechar alerta' })).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** The action button closes it. */
export const ActionCloses: Story = {
  render: Open.render,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Controlled: the page owns `open`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Abrir (controlado)
        </Button>
        <p>Estado: {open ? 'aberto' : 'fechado'}</p>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Content {...args}>
            <Dialog.Title>Diálogo controlado</Dialog.Title>
            <Dialog.Description>O estado vive na página.</Dialog.Description>
          </Dialog.Content>
        </Dialog.Root>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir (controlado)' }));
    await screen.findByRole('dialog', { name: 'Diálogo controlado' });
    await userEvent.click(screen.getByRole('button', { name: 'Fechar alerta' }));
    await waitFor(() => expect(canvas.getByText('Estado: fechado')).toBeVisible());
  },
};

export const NarrowScreen: Story = {
  ...Open,
  globals: { viewport: { value: 'celular', isRotated: false } },
};
