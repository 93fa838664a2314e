import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Text } from '../Text';
import { Carousel } from './Carousel';

const photos = Array.from({ length: 10 }, (_, i) => i + 1);

function ClientCard({ n }: { n: number }) {
  return (
    <Card elevation="raised" padding="medium">
      <div
        role="img"
        aria-label={`Cliente ${n} recebendo a chave do veículo`}
        style={{ aspectRatio: '4 / 3', borderRadius: 12, background: `hsl(${n * 36} 45% 80%)` }}
      />
      <Badge tone="success" emphasis="strong">
        Parabéns
      </Badge>
      <Text weight="bold">+1 cliente satisfeito</Text>
      <Text size="small" tone="muted">
        (00) 0000-0000 · (00) 90000-0000
      </Text>
    </Card>
  );
}

const meta = {
  title: 'Conteúdo/Carousel',
  tags: ['beta'],
  component: Carousel,
  args: {
    label: 'Clientes satisfeitos',
    roleDescription: 'carrossel',
    slideRoleDescription: 'slide',
    slideLabel: (n: number, total: number) => `${n} de ${total}`,
    dotLabel: (n: number) => `Ir para a foto ${n}`,
    previousLabel: 'Foto anterior',
    nextLabel: 'Próxima foto',
    pauseLabel: 'Pausar',
    playLabel: 'Reproduzir',
    visible: { base: 1, wide: 3 },
    interval: 3000,
    onIndexChange: fn(),
    children: photos.map((n) => <ClientCard key={n} n={n} />),
  },
  argTypes: { interval: { control: { type: 'number', min: 0, step: 500 } } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The client gallery: 10 photos, 3 on wide screens, 1 on narrow, with autoplay (the site rotates
 * every 3 s; here once a minute, so that the story's screenshot never catches a slide change —
 * `Autoplay` shows the rotation).
 */
export const Gallery: Story = {
  args: { interval: 60_000 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Clientes satisfeitos' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(canvas.getByRole('group', { name: '1 de 10' })).toHaveAttribute('aria-roledescription', 'slide');
  },
};

/** Previous/next move one slide; the current dot follows. */
export const Advances: Story = {
  args: { interval: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima foto' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Foto anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Foto anterior' }));
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 10' })).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * Autoplay advances by itself (short interval here to keep the test quick). The visitor then
 * pauses it and picks photo 2, so the story ends on a known slide for its screenshot.
 */
export const Autoplay: Story = {
  args: { interval: 400 },
  play: async ({ canvas, args }) => {
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 3000 });
    const track = canvas.getByRole('group', { name: '1 de 10' }).parentElement!;
    await expect(track).toHaveAttribute('aria-live', 'off');
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para a foto 2' }));
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 2' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Keyboard focus entering the carousel stops autoplay; the button then offers "Reproduzir". */
export const PausesOnFocus: Story = {
  args: { interval: 60_000 }, // no slide change before the focus, whatever the machine's speed
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Pausar' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Foto anterior' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    const track = canvas.getByRole('group', { name: '1 de 10' }).parentElement!;
    await expect(track).toHaveAttribute('aria-live', 'polite');
  },
};

/** Paused by the visitor with the pause button. */
export const Paused: Story = {
  args: { interval: 60_000 }, // no slide change before the press, whatever the machine's speed
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  },
};

/** Dot buttons jump straight to a photo. */
export const DotsJump: Story = {
  args: { interval: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para a foto 7' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 7' })).toHaveAttribute('aria-current', 'true');
    await expect(within(canvas.getByRole('group', { name: '7 de 10' })).getByText('+1 cliente satisfeito')).toBeVisible();
  },
};

/** Slides the visitor can see and reach (the others are `inert`). */
const slidesOnScreen = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[aria-roledescription="slide"]:not([inert])').length;

/** A phone: one photo at a time. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  args: { interval: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slidesOnScreen(canvasElement)).toBe(1));
    // Ten dots do not fit beside the arrows on a phone: "1 / 10" takes their place, on one row.
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Foto anterior' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Próxima foto' }).getBoundingClientRect();
    await expect(next.top).toBe(previous.top);
    await expect(canvas.queryByRole('button', { name: 'Ir para a foto 1' })).toBeNull();
    await expect(canvas.getByText('1 / 10')).toBeVisible();
  },
};

/** A desktop: three photos at a time. */
export const WideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { interval: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slidesOnScreen(canvasElement)).toBe(3));
  },
};
