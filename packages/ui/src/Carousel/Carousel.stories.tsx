import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
      <Text weight="bold">Cliente {n}: +1 cliente satisfeito</Text>
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
    children: photos.map((n) => <ClientCard key={n} n={n} />),
  },
  argTypes: { interval: { control: { type: 'number', min: 0, step: 500 } } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The position the dots mark (1-based; 0 when none is). */
const currentDot = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[aria-label^="Ir para a foto"]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

/**
 * Waits until the row has stopped on the first slide on screen (the script scrolls smoothly), so
 * the story's screenshot never catches it between two slides.
 */
async function settled(canvasElement: HTMLElement) {
  const slides = [...canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const viewport = slides[0]!.parentElement!;
  const firstShown = slides.find((slide) => !slide.inert)!;
  await waitFor(() => expect(Math.abs(viewport.scrollLeft - (firstShown.offsetLeft - slides[0]!.offsetLeft))).toBeLessThan(1));
}

/** The script starts as it would in a visitor's browser asking for reduced motion. */
function prefersReducedMotion() {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = real.call(window, query);
    return query.includes('prefers-reduced-motion') ? Object.defineProperty(list, 'matches', { value: true }) : list;
  };
  return () => {
    window.matchMedia = real;
  };
}

/**
 * The client gallery: 10 photos, 3 on wide screens, 1 on narrow, rotating (the site every 3 s;
 * here once a minute, so the play never races a turn — `Autoplay` shows the rotation). The
 * screenshots of every story are taken under reduced motion, which pauses the rotation: the
 * button shows "Reproduzir" there; on a visitor's screen it reads "Pausar" while it rotates.
 */
export const Gallery: Story = {
  args: { interval: 60_000 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Clientes satisfeitos' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(canvas.getByRole('group', { name: '1 de 10' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 de 10' }).parentElement).toHaveAttribute('aria-live', 'off');
  },
};

/** No autoplay: no pause button. Previous and next move one photo; the current dot follows. */
export const WithoutAutoplay: Story = {
  args: { interval: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Pausar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima foto' }));
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 2' })).toHaveAttribute('aria-current', 'true');
    await settled(canvasElement);
  },
};

/** Previous on the first photo wraps to the last: the row shows the last three, the tenth current. */
export const LastPhoto: Story = {
  args: { interval: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Foto anterior' }));
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 10' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: '10 de 10' })).not.toHaveAttribute('inert');
    await settled(canvasElement);
  },
};

/**
 * Autoplay advances by itself (a short interval here to keep the test quick). The visitor then
 * pauses it and picks photo 2, so the story ends on a known photo for its screenshot.
 */
export const Autoplay: Story = {
  args: { interval: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(currentDot(canvasElement)).toBeGreaterThan(1), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para a foto 2' }));
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 2' })).toHaveAttribute('aria-current', 'true');
    await settled(canvasElement);
  },
};

/** Paused by the visitor with the pause button: it offers "Reproduzir", and the slides speak politely. */
export const Paused: Story = {
  args: { interval: 60_000 }, // no turn before the press, whatever the machine's speed
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 de 10' }).parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

/** Keyboard focus entering the carousel stops autoplay (APG); the button then offers "Reproduzir". */
export const PausesOnFocus: Story = {
  args: { interval: 60_000 }, // no turn before the focus, whatever the machine's speed
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Pausar' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Foto anterior' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  },
};

/**
 * A visitor who asks for reduced motion: the carousel never rotates by itself (the button offers
 * "Reproduzir" from the start), and its buttons jump without a smooth scroll.
 */
export const ReducedMotion: Story = {
  args: { interval: 400 },
  beforeEach: prefersReducedMotion,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.unhover(canvas.getByRole('region'));
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(currentDot(canvasElement)).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para a foto 4' }));
    await expect(canvas.getByRole('group', { name: '4 de 10' })).not.toHaveAttribute('inert');
    await settled(canvasElement);
  },
};

/** Dot buttons jump straight to a photo. */
export const DotsJump: Story = {
  args: { interval: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para a foto 7' }));
    await expect(canvas.getByRole('button', { name: 'Ir para a foto 7' })).toHaveAttribute('aria-current', 'true');
    await settled(canvasElement);
    await expect(within(canvas.getByRole('group', { name: '7 de 10' })).getByText('Cliente 7: +1 cliente satisfeito')).toBeVisible();
  },
};

/** One photo: nothing to move, so no buttons at all. */
export const OnePhoto: Story = {
  args: { children: <ClientCard n={1} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 de 1' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

/** Slides the visitor can see and reach (the others are `inert`). */
const slidesOnScreen = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[aria-roledescription="slide"]:not([inert])').length;

/**
 * A phone: one photo at a time, and "4 / 10" where ten dots would not fit beside the arrows. The
 * visitor swiped to the fourth photo: the slide a swipe stops on becomes the current one.
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  args: { interval: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slidesOnScreen(canvasElement)).toBe(1));
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Foto anterior' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Próxima foto' }).getBoundingClientRect();
    await expect(next.top).toBe(previous.top);
    await expect(canvas.queryByRole('button', { name: 'Ir para a foto 1' })).toBeNull();
    await expect(canvas.getByText('1 / 10')).toBeVisible();
    // Where a swipe leaves the row: scrolled, and snapped, to the fourth photo (again, if the
    // story's change of viewport, arriving late as a resize, put the row back on the current one).
    const viewport = canvas.getByRole('group', { name: '1 de 10' }).parentElement!;
    await waitFor(() => {
      viewport.scrollTo({ left: viewport.scrollWidth * (3 / 10), behavior: 'instant' });
      expect(canvas.getByText('4 / 10')).toBeVisible();
    });
    await settled(canvasElement);
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
