import { StrictMode, useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Carousel, type CarouselProps } from './Carousel';
import { startCarousel } from './script';

const labels = {
  label: 'Clientes satisfeitos',
  roleDescription: 'carrossel',
  slideRoleDescription: 'slide',
  slideLabel: (n: number, total: number) => `${n} de ${total}`,
  dotLabel: (n: number) => `Ir para a foto ${n}`,
  previousLabel: 'Foto anterior',
  nextLabel: 'Próxima foto',
  pauseLabel: 'Pausar',
  playLabel: 'Reproduzir',
} satisfies Partial<CarouselProps>;

function Photos(props: Partial<CarouselProps>) {
  return (
    <Carousel {...labels} {...props}>
      <p>Foto um</p>
      <p>Foto dois</p>
      <p>Foto três</p>
      <p>Foto quatro</p>
    </Carousel>
  );
}

const dot = (n: number) => page.getByRole('button', { name: `Ir para a foto ${n}`, exact: true });
/** The position the carousel is on, as its dots say it. */
const current = () =>
  [...document.querySelectorAll('[aria-label^="Ir para a foto"]')].findIndex((button) => button.getAttribute('aria-current') === 'true') + 1;
const viewportOf = (slideName: string) => page.getByRole('group', { name: slideName }).element().parentElement!;
/** Long enough for a rotation of 150 ms to have moved it at least twice. */
const waitPastTwoTurns = () => new Promise((resolve) => setTimeout(resolve, 400));

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders nothing; React runs its effect after those of the components before it. */
function AfterEffects({ onEffect }: { onEffect: () => void }) {
  useEffect(onEffect, [onEffect]);
  return null;
}

/** A prerendered page: the carousel's HTML in the document, no React on it (yet). */
function prerender(element: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  onTestFinished(() => container.remove());
  container.innerHTML = renderToString(element);
  return container;
}

describe('Carousel', () => {
  describe('prerendered, in a page that does not hydrate', () => {
    it('shows its buttons only once its script has run, keeping their room before', async () => {
      const container = prerender(<Photos interval={3000} />);
      const next = container.querySelector<HTMLButtonElement>('button[aria-label="Próxima foto"]')!;
      expect(getComputedStyle(next).visibility).toBe('hidden');
      const room = next.getBoundingClientRect().toJSON();
      expect(room.height).toBeGreaterThan(0);
      onTestFinished(startCarousel(container.querySelector('section')!));
      expect(getComputedStyle(next).visibility).toBe('visible');
      expect(next.getBoundingClientRect().toJSON()).toEqual(room);
    });

    it('works by its script alone: the buttons move it, the dots follow', async () => {
      const container = prerender(<Photos />);
      onTestFinished(startCarousel(container.querySelector('section')!));
      await page.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
      await dot(4).click();
      await expect.element(dot(4)).toHaveAttribute('aria-current', 'true');
      await expect.element(page.getByRole('group', { name: '4 de 4' })).toHaveAttribute('data-slide', 'current');
    });

    it('once stopped, no longer moves, and hides its buttons again', async () => {
      const container = prerender(<Photos interval={150} />);
      const stop = startCarousel(container.querySelector('section')!);
      // A pointer left over from an earlier test must not be hovering (hover pauses).
      await userEvent.unhover(page.getByRole('region'));
      await expect.poll(current).toBeGreaterThan(1);
      const at = current();
      stop();
      const next = container.querySelector<HTMLButtonElement>('button[aria-label="Próxima foto"]')!;
      expect(getComputedStyle(next).visibility).toBe('hidden');
      next.click();
      await waitPastTwoTurns();
      expect(current()).toBe(at);
    });

    it('started by its inline script, then hydrated, is not started twice: one press moves one slide', async () => {
      const container = prerender(<Photos />);
      startCarousel(container.querySelector('section')!);
      const root = hydrateRoot(container, <Photos />);
      onTestFinished(() => root.unmount());
      await page.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
      await waitPastTwoTurns();
      expect(current()).toBe(2);
    });

    it('started again, is not started twice: the second start returns the first one’s stop', async () => {
      const container = prerender(<Photos />);
      const region = container.querySelector('section')!;
      const stop = startCarousel(region);
      onTestFinished(stop);
      expect(startCarousel(region)).toBe(stop);
      await page.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
      await waitPastTwoTurns();
      expect(current()).toBe(2);
    });

    it('started by its inline script, then hydrated, is stopped by React on unmount: its buttons hidden again', async () => {
      const container = prerender(<Photos />);
      const region = container.querySelector('section')!;
      startCarousel(region);
      let root!: ReturnType<typeof hydrateRoot>;
      await new Promise<void>((effectsRan) => {
        root = hydrateRoot(
          container,
          <>
            <Photos />
            <AfterEffects onEffect={effectsRan} />
          </>,
        );
      });
      root.unmount();
      expect(region).not.toHaveAttribute('data-ready');
    });

    it('started on a row a swipe has already scrolled to the third slide, takes that one for the current one', async () => {
      const container = prerender(<Photos />);
      const viewport = viewportOf('1 de 4');
      const [first, , third] = viewport.children as unknown as HTMLElement[];
      viewport.scrollTo({ left: third!.offsetLeft - first!.offsetLeft, behavior: 'instant' });
      onTestFinished(startCarousel(container.querySelector('section')!));
      expect(current()).toBe(3);
      await expect.element(page.getByRole('group', { name: '3 de 4' })).toHaveAttribute('data-slide', 'current');
      await page.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(4)).toHaveAttribute('aria-current', 'true');
    });

    it('moved to the third slide by its inline script, then hydrated in strict mode (stopped, started again), stays there', async () => {
      const container = prerender(<Photos />);
      startCarousel(container.querySelector('section')!);
      await dot(3).click();
      const viewport = viewportOf('3 de 4');
      const [first, , third] = viewport.children as unknown as HTMLElement[];
      await expect.poll(() => viewport.scrollLeft).toBe(third!.offsetLeft - first!.offsetLeft);
      const root = hydrateRoot(
        container,
        <StrictMode>
          <Photos />
        </StrictMode>,
      );
      onTestFinished(() => root.unmount());
      await waitPastTwoTurns();
      expect(current()).toBe(3);
      await page.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(4)).toHaveAttribute('aria-current', 'true');
    });
  });

  it('is a region with a role description and slides labelled "N de total"', async () => {
    const screen = await render(<Photos />);
    const region = screen.getByRole('region', { name: 'Clientes satisfeitos' });
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carrossel');
    const first = screen.getByRole('group', { name: '1 de 4' });
    await expect.element(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect.element(first).toHaveTextContent('Foto um');
  });

  it('with one slide, shows it and no buttons', async () => {
    const screen = await render(
      <Carousel {...labels} interval={3000}>
        <p>Foto única</p>
      </Carousel>,
    );
    await expect.element(screen.getByRole('group', { name: '1 de 1' })).toBeVisible();
    expect(screen.getByRole('button').elements()).toEqual([]);
  });

  it('in React strict mode (effects run twice), one press still moves one slide', async () => {
    const screen = await render(
      <StrictMode>
        <Photos />
      </StrictMode>,
    );
    await screen.getByRole('button', { name: 'Próxima foto' }).click();
    await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  describe('without autoplay', () => {
    it('has no rotation button, shows its other buttons, and its live region is polite', async () => {
      const screen = await render(<Photos />);
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
      await expect.element(screen.getByRole('button', { name: 'Próxima foto' })).toBeVisible();
      expect(viewportOf('1 de 4')).toHaveAttribute('aria-live', 'polite');
    });

    it('moves with next and previous, wrapping at both ends, and scrolls to the slide', async () => {
      const screen = await render(<Photos />);
      await expect.element(dot(1)).toHaveAttribute('aria-current', 'true');
      await screen.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
      const viewport = viewportOf('2 de 4');
      await expect.poll(() => viewport.scrollLeft).toBeCloseTo(viewport.clientWidth + 16, -1);
      await screen.getByRole('button', { name: 'Foto anterior' }).click();
      await screen.getByRole('button', { name: 'Foto anterior' }).click();
      await expect.element(dot(4)).toHaveAttribute('aria-current', 'true');
      await screen.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(1)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => viewport.scrollLeft).toBe(0);
    });

    it('jumps with a dot button; the slides off screen are inert', async () => {
      const screen = await render(<Photos />);
      await screen.getByRole('button', { name: 'Ir para a foto 3' }).click();
      await expect.element(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect.element(screen.getByRole('group', { name: '3 de 4' })).not.toHaveAttribute('inert');
      await expect.element(screen.getByRole('group', { name: '1 de 4' })).toHaveAttribute('inert');
    });

    it('takes the slide a swipe stops on for the current one', async () => {
      await render(<Photos />);
      const viewport = viewportOf('1 de 4');
      // Where a swipe leaves the row: scrolled, and snapped, to the third slide.
      viewport.scrollTo({ left: viewport.scrollWidth / 2, behavior: 'instant' });
      await expect.element(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect.element(page.getByRole('group', { name: '3 de 4' })).toHaveAttribute('data-slide', 'current');
    });

    it('two quick presses move two slides: its own scroll, cut short, is not taken for a swipe', async () => {
      const screen = await render(<Photos />);
      const next = screen.getByRole('button', { name: 'Próxima foto' });
      await next.click();
      await next.click();
      await expect.element(dot(3)).toHaveAttribute('aria-current', 'true');
      await waitPastTwoTurns();
      await waitPastTwoTurns();
      expect(current()).toBe(3);
    });
  });

  describe('with autoplay', () => {
    it('puts the pause button first in the tab order, before the slides (APG)', async () => {
      await render(
        <>
          <button type="button">Antes</button>
          <Carousel {...labels} interval={3000}>
            <a href="#um">Foto um</a>
            <a href="#dois">Foto dois</a>
          </Carousel>
        </>,
      );
      await page.getByRole('button', { name: 'Antes' }).element().focus();
      await userEvent.tab();
      await expect.element(page.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    });

    it('advances by itself and wraps from last to first, with aria-live off', async () => {
      const screen = await render(<Photos interval={150} />);
      // A pointer left over from an earlier test must not be hovering (hover pauses).
      await userEvent.unhover(screen.getByRole('region'));
      expect(viewportOf('1 de 4')).toHaveAttribute('aria-live', 'off');
      await expect.element(dot(4)).toHaveAttribute('aria-current', 'true');
      await expect.element(dot(1)).toHaveAttribute('aria-current', 'true');
    });

    it('stops with the pause button, which then offers Reproduzir and makes the region polite', async () => {
      const screen = await render(<Photos interval={150} />);
      await userEvent.unhover(screen.getByRole('region'));
      await screen.getByRole('button', { name: 'Pausar' }).click();
      const play = screen.getByRole('button', { name: 'Reproduzir' });
      await expect.element(play).toBeInTheDocument();
      expect(viewportOf('1 de 4')).toHaveAttribute('aria-live', 'polite');
      const at = current();
      await waitPastTwoTurns();
      expect(current()).toBe(at);
      await play.click();
      await userEvent.unhover(screen.getByRole('region'));
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      await expect.poll(current).not.toBe(at);
    });

    it('stops when keyboard focus enters the carousel (but for the pause button)', async () => {
      const screen = await render(
        <>
          <button type="button">antes</button>
          <Photos interval={150} />
        </>,
      );
      screen.getByRole('button', { name: 'antes' }).element().focus();
      await userEvent.tab(); // rotation button: does not stop
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
      await userEvent.tab(); // previous button: stops
      await expect.element(screen.getByRole('button', { name: 'Reproduzir' })).toBeInTheDocument();
      const at = current();
      await waitPastTwoTurns();
      expect(current()).toBe(at);
    });

    it('pauses while the mouse hovers and resumes when it leaves', async () => {
      const screen = await render(<Photos interval={150} />);
      await userEvent.hover(screen.getByRole('region'));
      const at = current();
      await waitPastTwoTurns();
      expect(current()).toBe(at);
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      await userEvent.unhover(screen.getByRole('region'));
      await expect.poll(current).not.toBe(at);
    });

    it('does not start under prefers-reduced-motion; play stays the visitor’s choice', async () => {
      const real = window.matchMedia.bind(window);
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
        const list = real(query);
        if (!query.includes('prefers-reduced-motion')) return list;
        return Object.defineProperty(list, 'matches', { value: true });
      });
      const screen = await render(<Photos interval={150} />);
      await userEvent.unhover(screen.getByRole('region'));
      await expect.element(screen.getByRole('button', { name: 'Reproduzir' })).toBeInTheDocument();
      await waitPastTwoTurns();
      expect(current()).toBe(1);
      await screen.getByRole('button', { name: 'Reproduzir' }).click();
      await userEvent.unhover(screen.getByRole('region'));
      await expect.poll(current).not.toBe(1);
    });
  });

  describe('names of the pause/play button', () => {
    const { pauseLabel, playLabel: _playLabel, ...withoutRotationNames } = labels;

    it('are required by the type with `interval`, and may be left out without it (no such button then)', async () => {
      // @ts-expect-error autoplay with a pause/play button that would have no name
      void (<Carousel {...withoutRotationNames} interval={3000}><p>Foto um</p><p>Foto dois</p></Carousel>);
      // @ts-expect-error the pause name alone leaves the play state unnamed
      void (<Carousel {...withoutRotationNames} interval={3000} pauseLabel={pauseLabel}><p>Foto um</p><p>Foto dois</p></Carousel>);
      const screen = await render(
        <Carousel {...withoutRotationNames}>
          <p>Foto um</p>
          <p>Foto dois</p>
        </Carousel>,
      );
      // Previous, one dot per slide, next: every button has a name.
      const names = screen.getByRole('button').elements().map((button) => button.getAttribute('aria-label'));
      expect(names).toEqual(['Foto anterior', 'Ir para a foto 1', 'Ir para a foto 2', 'Próxima foto']);
    });
  });

  describe('visible per breakpoint', () => {
    it('shows 3 slides on wide screens and 1 on narrow ones', async () => {
      await page.viewport(1280, 800);
      onTestFinished(() => page.viewport(414, 896));
      const screen = await render(<Photos visible={{ base: 1, wide: 3 }} />);
      await expect.element(screen.getByRole('group', { name: '3 de 4' })).not.toHaveAttribute('inert');
      await expect.element(screen.getByRole('group', { name: '4 de 4' })).toHaveAttribute('inert');
      const share = () =>
        screen.getByRole('group', { name: '1 de 4' }).element().getBoundingClientRect().width /
        screen.getByRole('region').element().getBoundingClientRect().width;
      expect(share()).toBeLessThan(0.34);
      await page.viewport(400, 800);
      await expect.element(screen.getByRole('group', { name: '2 de 4' })).toHaveAttribute('inert');
      expect(share()).toBeCloseTo(1, 2);
    });

    it('on a phone, more dots than fit beside the arrows give way to "N / total", on one row', async () => {
      await page.viewport(390, 844);
      onTestFinished(() => page.viewport(414, 896));
      const screen = await render(
        <Carousel {...labels} interval={3000}>
          {['um', 'dois', 'três', 'quatro', 'cinco', 'seis'].map((n) => (
            <p key={n}>Foto {n}</p>
          ))}
        </Carousel>,
      );
      await expect.element(screen.getByText('1 / 6')).toBeVisible();
      expect(screen.container.querySelector('[aria-label="Ir para a foto 1"]')).not.toBeVisible();
      const rows = ['Pausar', 'Foto anterior', 'Próxima foto'].map((name) => screen.getByRole('button', { name }).element().getBoundingClientRect().top);
      expect(new Set(rows).size).toBe(1);
      await screen.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(screen.getByText('2 / 6')).toBeVisible();
    });
  });
});
