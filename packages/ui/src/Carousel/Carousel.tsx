'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Children,
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { clsx } from 'clsx';
import { useControllableState } from '../shared/useControllableState';
import { media, type Responsive } from '../theme/media';
import {
  controlButton,
  controlIcon,
  controls,
  counter,
  countVar,
  dot,
  dots,
  indexVar,
  root,
  slide,
  track,
  viewport,
  visibleBase,
  visibleTablet,
  visibleWide,
} from './Carousel.css';
import { useMediaQuery } from './useMediaQuery';

// True once rendered on the client and hydrated: false on the server and while hydrating.
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export const carouselPlayStates = ['playing', 'paused'] as const;
export type CarouselPlayState = (typeof carouselPlayStates)[number];

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

export interface CarouselBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
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
  /** Current slide (0-based, controlled). */
  index?: number;
  /** Initial slide (uncontrolled). */
  defaultIndex?: number;
  /** Called with the new index whenever the slide changes (buttons, dots, swipe, autoplay). */
  onIndexChange?: (index: number) => void;
}

export type CarouselProps = CarouselBaseProps & CarouselRotationProps;

function resolveVisible(visible: Responsive<number>) {
  if (typeof visible === 'number') return { base: visible, tablet: visible, wide: visible };
  const base = visible.base ?? 1;
  const tablet = visible.tablet ?? base;
  const wide = visible.wide ?? tablet;
  return { base, tablet, wide };
}

const SWIPE_THRESHOLD = 40;

/** The most dots that fit one row between the arrows (and the pause button) on a 320 px phone. */
const dotsOnPhone = 5;

/**
 * An APG-patterned carousel: region with a role description, slides as labelled groups, previous /
 * next / dot buttons, optional autoplay with a pause/play button. Autoplay pauses while hovered,
 * stops when focus enters, never starts under `prefers-reduced-motion`; `aria-live` is "off"
 * while rotating and "polite" otherwise. Swipe works on touch.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
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
    index,
    defaultIndex = 0,
    onIndexChange,
    className,
    style,
    ...props
  },
  ref,
) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackId = `carousel-${useId()}`;
  const [requested, setIndex] = useControllableState({ value: index, defaultValue: defaultIndex, onChange: onIndexChange });
  const current = Math.min(Math.max(requested, 0), Math.max(count - 1, 0));
  const [playState, setPlayState] = useState<CarouselPlayState>('playing');
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useMediaQuery(media.reducedMotion);
  const ready = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const rotationButtonRef = useRef<HTMLButtonElement>(null);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);

  const autoplay = interval !== undefined && interval > 0 && count > 1;
  const rotating = autoplay && playState === 'playing' && !hovered && !reducedMotion;

  useEffect(() => {
    if (reducedMotion) setPlayState('paused');
  }, [reducedMotion]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
    },
    [count, setIndex],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => goTo(current + 1), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, current, interval, goTo]);

  // Which slides are on screen (for `inert`); layout itself is pure CSS.
  const isTablet = useMediaQuery(media.tablet);
  const isWide = useMediaQuery(media.wide);
  const perView = resolveVisible(visible);
  const shown = isWide ? perView.wide : isTablet ? perView.tablet : perView.base;
  const firstShown = Math.max(0, Math.min(current, count - shown));

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target === rotationButtonRef.current) return;
    if (autoplay) setPlayState('paused');
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
    goTo(dx < 0 ? current + 1 : current - 1);
  };

  const inlineVars = assignInlineVars({
    [visibleBase]: String(perView.base),
    [visibleTablet]: String(perView.tablet),
    [visibleWide]: String(perView.wide),
    [indexVar]: String(current),
    [countVar]: String(count),
  });

  return (
    <section
      ref={ref}
      aria-roledescription={roleDescription}
      aria-label={label}
      className={clsx(root, className)}
      style={{ ...inlineVars, ...style }}
      data-state={rotating ? 'rotating' : 'paused'}
      onFocus={handleFocus}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      {...props}
    >
      {/* First in the tab order, as the APG carousel pattern asks; CSS shows it below the slides. */}
      {count > 1 ? (
        <div className={controls} data-ready={ready ? '' : undefined}>
          {autoplay ? (
            <button
              ref={rotationButtonRef}
              type="button"
              className={controlButton}
              aria-label={playState === 'playing' ? pauseLabel : playLabel}
              onClick={() => setPlayState((s) => (s === 'playing' ? 'paused' : 'playing'))}
            >
              <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                {playState === 'playing' ? (
                  <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
                ) : (
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
          <button type="button" className={controlButton} aria-label={previousLabel} aria-controls={trackId} onClick={() => goTo(current - 1)}>
            <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {/* On a phone more dots than fit one row beside the arrows give way to "3 / 10". */}
          <div className={dots} data-many={count > dotsOnPhone ? '' : undefined}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={dot}
                aria-label={dotLabel(i + 1)}
                aria-controls={trackId}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          {count > dotsOnPhone ? (
            // The position is announced by the slides' names; this is for the eye only.
            <span className={counter} aria-hidden="true">
              {current + 1} / {count}
            </span>
          ) : null}
          <button type="button" className={controlButton} aria-label={nextLabel} aria-controls={trackId} onClick={() => goTo(current + 1)}>
            <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
      <div
        className={viewport}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          pointerStart.current = null;
        }}
      >
        <div id={trackId} className={track} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
          {slides.map((content, i) => {
            const onScreen = i >= firstShown && i < firstShown + shown;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription={slideRoleDescription}
                aria-label={slideLabel(i + 1, count)}
                className={slide}
                data-state={i === current ? 'current' : onScreen ? 'visible' : 'hidden'}
                inert={!onScreen}
              >
                {content}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
});
