import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Carousel, type CarouselProps } from './Carousel';

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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  it('shows its buttons only once hydrated, keeping their room before (prerendered, they would do nothing)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = renderToString(<Photos interval={3000} />);
    const next = () => container.querySelector<HTMLButtonElement>('button[aria-label="Próxima foto"]')!;
    expect(getComputedStyle(next()).visibility).toBe('hidden');
    const room = next().getBoundingClientRect();
    expect(room.height).toBeGreaterThan(0);
    const root = hydrateRoot(container, <Photos interval={3000} />);
    onTestFinished(() => root.unmount());
    await expect.poll(() => getComputedStyle(next()).visibility).toBe('visible');
    expect(next().getBoundingClientRect().toJSON()).toEqual(room.toJSON());
  });

  it('is a region with a role description and slides labelled "N de total"', async () => {
    const screen = await render(<Photos />);
    const region = screen.getByRole('region', { name: 'Clientes satisfeitos' });
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carrossel');
    const first = screen.getByRole('group', { name: '1 de 4' });
    await expect.element(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect.element(first).toHaveTextContent('Foto um');
  });

  describe('without autoplay', () => {
    it('has no rotation button and a polite live region', async () => {
      const screen = await render(<Photos />);
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
      const group = screen.getByRole('group', { name: '1 de 4' }).element();
      expect(group.parentElement).toHaveAttribute('aria-live', 'polite');
    });

    it('moves with next and previous, wrapping at both ends', async () => {
      const screen = await render(<Photos />);
      await expect.element(dot(1)).toHaveAttribute('aria-current', 'true');
      await screen.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
      await screen.getByRole('button', { name: 'Foto anterior' }).click();
      await screen.getByRole('button', { name: 'Foto anterior' }).click();
      await expect.element(dot(4)).toHaveAttribute('aria-current', 'true');
      await screen.getByRole('button', { name: 'Próxima foto' }).click();
      await expect.element(dot(1)).toHaveAttribute('aria-current', 'true');
    });

    it('jumps with a dot button', async () => {
      const screen = await render(<Photos />);
      await screen.getByRole('button', { name: 'Ir para a foto 3' }).click();
      await expect.element(screen.getByRole('button', { name: 'Ir para a foto 3' })).toHaveAttribute('aria-current', 'true');
      await expect.element(screen.getByRole('group', { name: '3 de 4' })).not.toHaveAttribute('inert');
      await expect.element(screen.getByRole('group', { name: '1 de 4' })).toHaveAttribute('inert');
    });

    it('reports a change only when the slide changes (not for the current dot)', async () => {
      const onIndexChange = vi.fn();
      const screen = await render(<Photos onIndexChange={onIndexChange} />);
      await screen.getByRole('button', { name: 'Ir para a foto 1' }).click();
      expect(onIndexChange).not.toHaveBeenCalled();
      await screen.getByRole('button', { name: 'Ir para a foto 2' }).click();
      expect(onIndexChange).toHaveBeenCalledExactlyOnceWith(1);
    });

    it('moves on a horizontal swipe', async () => {
      const screen = await render(<Photos />);
      const viewport = screen.getByRole('group', { name: '1 de 4' }).element().parentElement!.parentElement!;
      const init = { bubbles: true, pointerId: 1, pointerType: 'touch', isPrimary: true } as const;
      viewport.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 300, clientY: 100 }));
      viewport.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 200, clientY: 105 }));
      await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
      viewport.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 100, clientY: 100 }));
      viewport.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 220, clientY: 100 }));
      await expect.element(dot(1)).toHaveAttribute('aria-current', 'true');
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

    it('advances by itself, wraps from last to first, with aria-live off', async () => {
      const screen = await render(<Photos interval={300} defaultIndex={3} />);
      // Make sure a pointer left over from an earlier test is not hovering (hover pauses).
      await userEvent.unhover(screen.getByRole('region'));
      const group = screen.getByRole('group', { name: '4 de 4' }).element();
      expect(group.parentElement).toHaveAttribute('aria-live', 'off');
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      await expect.element(dot(1)).toHaveAttribute('aria-current', 'true');
      await expect.element(dot(2)).toHaveAttribute('aria-current', 'true');
    });

    it('stops with the pause button, which then offers Reproduzir and makes the region polite', async () => {
      const onIndexChange = vi.fn();
      const screen = await render(<Photos interval={150} onIndexChange={onIndexChange} />);
      await screen.getByRole('button', { name: 'Pausar' }).click();
      const play = screen.getByRole('button', { name: 'Reproduzir' });
      await expect.element(play).toBeInTheDocument();
      const group = screen.getByRole('group', { name: '1 de 4' }).element();
      expect(group.parentElement).toHaveAttribute('aria-live', 'polite');
      onIndexChange.mockClear();
      await new Promise((r) => setTimeout(r, 400));
      expect(onIndexChange).not.toHaveBeenCalled();
      await play.click();
      await userEvent.unhover(screen.getByRole('region'));
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      await expect.poll(() => onIndexChange.mock.calls.length).toBeGreaterThan(0);
    });

    it('stops when keyboard focus enters the carousel', async () => {
      const onIndexChange = vi.fn();
      const screen = await render(
        <>
          <button type="button">antes</button>
          <Photos interval={150} onIndexChange={onIndexChange} />
        </>,
      );
      screen.getByRole('button', { name: 'antes' }).element().focus();
      await userEvent.tab(); // rotation button: does not stop
      await userEvent.tab(); // previous button: stops
      await expect.element(screen.getByRole('button', { name: 'Reproduzir' })).toBeInTheDocument();
      onIndexChange.mockClear();
      await new Promise((r) => setTimeout(r, 400));
      expect(onIndexChange).not.toHaveBeenCalled();
    });

    it('pauses while the mouse hovers and resumes when it leaves', async () => {
      const onIndexChange = vi.fn();
      const screen = await render(<Photos interval={150} onIndexChange={onIndexChange} />);
      await userEvent.hover(screen.getByRole('region'));
      onIndexChange.mockClear();
      await new Promise((r) => setTimeout(r, 400));
      expect(onIndexChange).not.toHaveBeenCalled();
      await expect.element(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
      await userEvent.unhover(screen.getByRole('region'));
      await expect.poll(() => onIndexChange.mock.calls.length).toBeGreaterThan(0);
    });

    it('does not start under prefers-reduced-motion', async () => {
      const real = window.matchMedia.bind(window);
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
        const list = real(query);
        if (!query.includes('prefers-reduced-motion')) return list;
        return {
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } as MediaQueryList;
      });
      const onIndexChange = vi.fn();
      const screen = await render(<Photos interval={150} onIndexChange={onIndexChange} />);
      await expect.element(screen.getByRole('button', { name: 'Reproduzir' })).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 400));
      expect(onIndexChange).not.toHaveBeenCalled();
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

  describe('controlled', () => {
    it('shows the index it is given and reports changes', async () => {
      const onIndexChange = vi.fn();
      function Controlled() {
        const [index, setIndex] = useState(2);
        return (
          <Photos
            index={index}
            onIndexChange={(next) => {
              onIndexChange(next);
              setIndex(next);
            }}
          />
        );
      }
      const screen = await render(<Controlled />);
      await expect.element(dot(3)).toHaveAttribute('aria-current', 'true');
      await screen.getByRole('button', { name: 'Próxima foto' }).click();
      expect(onIndexChange).toHaveBeenCalledWith(3);
      await expect.element(dot(4)).toHaveAttribute('aria-current', 'true');
    });
  });

  describe('visible per breakpoint', () => {
    it('shows 3 slides on wide screens and 1 on narrow ones', async () => {
      await page.viewport(1280, 800);
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
      await page.viewport(414, 896);
    });
  });
});
