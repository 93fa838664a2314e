'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Children, useEffect, useId, useImperativeHandle, useRef, type ComponentProps, type ReactNode } from 'react';
import { clsx } from 'clsx';
import type { Responsive } from '../theme/media';
import { controlButton, controlIcon, controls, counter, dot, dots, root, slide, viewport, visibleBase, visibleTablet, visibleWide } from './Carousel.css';
import {
  counterAttribute,
  dotAttribute,
  intervalAttribute,
  pauseLabelAttribute,
  playLabelAttribute,
  rotationAttribute,
  slideAttribute,
  stepAttribute,
  viewportAttribute,
} from './names';
import { startCarousel } from './script';

/**
 * Autoplay and the names of its pause/play button: with `interval` both names are required (the
 * button would otherwise have no accessible name); without it they may be left out.
 */
export type CarouselRotationProps =
  | {
      /** Autoplay period in milliseconds; omit for no autoplay. Wraps from last to first. */
      interval: number;
      /** Name of the rotation button while rotating, e.g. "Pausar". Required with `interval`. */
      pauseLabel: string;
      /** Name of the rotation button while paused, e.g. "Reproduzir". Required with `interval`. */
      playLabel: string;
    }
  | {
      /** Autoplay period in milliseconds; omit for no autoplay. Wraps from last to first. */
      interval?: undefined;
      /** Name of the rotation button while rotating; only used with `interval`. */
      pauseLabel?: string;
      /** Name of the rotation button while paused; only used with `interval`. */
      playLabel?: string;
    };

export interface CarouselBaseProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** One child per slide (any content). */
  children: ReactNode;
  /** Accessible name of the carousel region, e.g. "Clientes satisfeitos". */
  label: string;
  /** Announced role of the region, e.g. "carrossel". */
  roleDescription: string;
  /** Announced role of each slide, e.g. "slide". */
  slideRoleDescription: string;
  /** Name of each slide from its position, e.g. `(n, total) => \`${n} de ${total}\``. */
  slideLabel: (position: number, total: number) => string;
  /** Name of each dot button, e.g. `(n) => \`Ir para a foto ${n}\``. */
  dotLabel: (position: number) => string;
  /** Name of the previous button, e.g. "Foto anterior". */
  previousLabel: string;
  /** Name of the next button, e.g. "Próxima foto". */
  nextLabel: string;
  /** Slides shown at once, per breakpoint (`{ base: 1, wide: 3 }`); applied in CSS. */
  visible?: Responsive<number>;
}

export type CarouselProps = CarouselBaseProps & CarouselRotationProps;

function resolveVisible(visible: Responsive<number>) {
  if (typeof visible === 'number') return { base: visible, tablet: visible, wide: visible };
  const base = visible.base ?? 1;
  const tablet = visible.tablet ?? base;
  const wide = visible.wide ?? tablet;
  return { base, tablet, wide };
}

/** The most dots that fit one row between the arrows (and the pause button) on a 320 px phone. */
const dotsOnPhone = 5;

const icon = (path: ReactNode) => (
  <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

/**
 * An APG-patterned carousel (region with a role description, slides as labelled groups, pause /
 * previous / dots / next buttons, first in the tab order) whose slides are a row that scrolls
 * sideways and snaps to a slide (CSS scroll snap), so a swipe moves it with no script. The rest is
 * `startCarousel` (script.ts), which needs no framework: mounted in a React app, the component
 * starts it itself; in a prerendered page that does not hydrate, the page runs it inline right
 * after the carousel (`@repo/ui/carousel-script`). The markup is that of the first slide, playing:
 * the script takes the slide the row is scrolled to (a swipe may come first) and moves it on from
 * there. Until it runs, the buttons keep their room unseen.
 */
export function Carousel({
  children,
  label,
  roleDescription,
  slideRoleDescription,
  slideLabel,
  dotLabel,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  visible = 1,
  interval,
  className,
  style,
  ref,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const viewportId = `carousel-${useId()}`;
  const regionRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => regionRef.current as HTMLElement, []);
  const autoplay = interval !== undefined && interval > 0;
  const many = count > dotsOnPhone;

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    // In a prerendered page that then hydrates, its inline script has started it already: this gets
    // that start's stop, so unmounting stops it.
    return startCarousel(region);
  }, [count, interval]);

  const perView = resolveVisible(visible);
  const inlineVars = assignInlineVars({
    [visibleBase]: String(perView.base),
    [visibleTablet]: String(perView.tablet),
    [visibleWide]: String(perView.wide),
  });

  return (
    <section
      ref={regionRef}
      aria-roledescription={roleDescription}
      aria-label={label}
      className={clsx(root, className)}
      style={{ ...inlineVars, ...style }}
      {...{ [intervalAttribute]: autoplay ? interval : undefined }}
      {...props}
    >
      {count > 1 ? (
        <div className={controls}>
          {autoplay ? (
            <button
              type="button"
              className={controlButton}
              aria-label={pauseLabel}
              {...{ [rotationAttribute]: '', [pauseLabelAttribute]: pauseLabel, [playLabelAttribute]: playLabel }}
            >
              {/* Pause, then play: the script shows the one that fits (`hidden`, which needs no CSS rule). */}
              <span>{icon(<path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />)}</span>
              <span hidden>{icon(<path d="M4 2.5v11l9-5.5z" fill="currentColor" />)}</span>
            </button>
          ) : null}
          <button type="button" className={controlButton} aria-label={previousLabel} aria-controls={viewportId} {...{ [stepAttribute]: -1 }}>
            {icon(<path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />)}
          </button>
          <div className={dots} data-many={many ? '' : undefined}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={dot}
                aria-label={dotLabel(index + 1)}
                aria-controls={viewportId}
                aria-current={index === 0 ? 'true' : undefined}
                {...{ [dotAttribute]: index }}
              />
            ))}
          </div>
          {many ? (
            // The position is announced by the slides' names; this is for the eye only.
            <span className={counter} aria-hidden="true" {...{ [counterAttribute]: '' }}>
              1 / {count}
            </span>
          ) : null}
          <button type="button" className={controlButton} aria-label={nextLabel} aria-controls={viewportId} {...{ [stepAttribute]: 1 }}>
            {icon(<path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />)}
          </button>
        </div>
      ) : null}
      <div
        id={viewportId}
        className={viewport}
        // A scroll container: focusable, so the keyboard scrolls the row in every browser (Safari
        // does not make one focusable by itself), slides with no link too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the rule's documented exception
        tabIndex={0}
        aria-live={autoplay ? 'off' : 'polite'}
        aria-atomic="false"
        {...{ [viewportAttribute]: '' }}
      >
        {slides.map((content, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={slideRoleDescription}
            aria-label={slideLabel(index + 1, count)}
            className={slide}
            {...{ [slideAttribute]: index === 0 ? 'current' : 'visible' }}
          >
            {content}
          </div>
        ))}
      </div>
    </section>
  );
}
