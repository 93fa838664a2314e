import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Demo({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  tags: ['stable'],
  component: ToastProvider,
  args: { label: 'Notificação', regionLabel: 'Notificações ({hotkey})', closeLabel: 'Fechar notificação', duration: 60_000, children: null },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo
        label="Enviar mensagem"
        options={{
          tone: 'success',
          title: 'Mensagem enviada!',
          description: 'Redirecionamos você para o WhatsApp para enviar sua mensagem.',
        }}
      />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

// The region arrives with Radix Toast, fetched when the provider mounts.
const viewport = () => screen.findByRole('region', { name: 'Notificações (F8)' });

/** Success: shown in the viewport and announced politely (role="status"). */
export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    // Radix renders a visually hidden copy for the announcement; look inside the viewport list.
    const item = await within(await viewport()).findByRole('listitem');
    await waitFor(() => expect(within(item).getByText('Mensagem enviada!')).toBeVisible());
    const announcer = await screen.findByRole('status');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveTextContent('Notificação Mensagem enviada!');
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Fechar notificação' })).toBeVisible());
  },
};

/** Critical: announced assertively (Radix type="foreground"). */
export const Critical: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo
        label="Continuar"
        options={{
          tone: 'critical',
          title: 'Preencha todos os campos obrigatórios',
          description: 'Complete todas as informações para continuar.',
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const region = await viewport();
    const item = await within(region).findByRole('listitem');
    await waitFor(() => expect(within(item).getByText('Complete todas as informações para continuar.')).toBeVisible());
    const announcer = await screen.findByRole('status');
    await expect(announcer).toHaveAttribute('aria-live', 'assertive');
    await userEvent.click(within(item).getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

export const NarrowScreen: Story = {
  ...Success,
  globals: { viewport: { value: 'celular', isRotated: false } },
};
