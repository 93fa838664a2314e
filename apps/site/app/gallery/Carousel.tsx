import { carousel as settings, galleryCopy } from '@repo/content';
import { Children, useId, type ReactNode } from 'react';
import { InlineScript } from '../components/InlineScript';
import script from './carousel.inline.ts?inline-script';
import { controlButton, controlIcon, controls, counter, dot, dots, root, slide, viewport } from './Carousel.css';
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

/** The most dots that fit one row between the arrows (and the pause button) on a 320 px phone. */
const dotsOnPhone = 5;

const labels = galleryCopy.controls;

/**
 * /clientes' carousel, an APG-patterned one (region with a role description, slides as labelled
 * groups, pause / previous / dots / next buttons, first in the tab order), in the prerendered page
 * with no framework: the slides are a row that scrolls sideways and snaps to a slide (CSS), and a
 * small inline script written right after it (carousel.inline.ts) autoplays it every
 * `carousel.intervalMs`, works its buttons and keeps its states. Without JavaScript the slides
 * still scroll; the buttons, which would do nothing, keep their room unseen.
 */
export function Carousel({ children }: { children: ReactNode }) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const viewportId = `carrossel-${useId()}`;
  const many = count > dotsOnPhone;
  return (
    <>
      <section aria-roledescription={labels.roleDescription} aria-label={labels.region} className={root} {...{ [intervalAttribute]: settings.intervalMs }}>
        {count > 1 ? (
          <div className={controls}>
            <button
              type="button"
              className={controlButton}
              aria-label={labels.pause}
              {...{ [rotationAttribute]: 'playing', [pauseLabelAttribute]: labels.pause, [playLabelAttribute]: labels.play }}
            >
              {/* Pause, then play: the script shows the one that fits (`hidden`, which needs no rule in the page's CSS). */}
              <span>
                <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
                </svg>
              </span>
              <span hidden>
                <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                </svg>
              </span>
            </button>
            <button type="button" className={controlButton} aria-label={labels.previous} aria-controls={viewportId} {...{ [stepAttribute]: -1 }}>
              <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <div className={dots} data-many={many ? '' : undefined}>
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className={dot}
                  aria-label={labels.goTo(index)}
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
            <button type="button" className={controlButton} aria-label={labels.next} aria-controls={viewportId} {...{ [stepAttribute]: 1 }}>
              <svg className={controlIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        ) : null}
        <div id={viewportId} className={viewport} aria-live="off" aria-atomic="false" {...{ [viewportAttribute]: '' }}>
          {slides.map((content, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={labels.slideLabel(index + 1, count)}
              className={slide}
              {...{ [slideAttribute]: index === 0 ? 'current' : 'visible' }}
            >
              {content}
            </div>
          ))}
        </div>
      </section>
      <InlineScript code={script} />
    </>
  );
}
