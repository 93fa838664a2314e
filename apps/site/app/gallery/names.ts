/*
 * What the /clientes carousel's markup (Carousel.tsx) and its inline script (carousel.inline.ts)
 * both name: one place, so the two never disagree.
 */

/** On the carousel's region: the autoplay period in milliseconds. */
export const intervalAttribute = 'data-intervalo-ms';

/** On the controls, set by the script once they work: until then they keep their room, unseen. */
export const readyAttribute = 'data-pronto';

/** The scrolling viewport that holds the slides. */
export const viewportAttribute = 'data-janela';

/** Each slide; its value is `current`, `visible` or `hidden`, kept by the script. */
export const slideAttribute = 'data-foto';

/** The pause/play button; its value is `playing` or `paused`, and it carries both of its names. */
export const rotationAttribute = 'data-rotacao';
export const pauseLabelAttribute = 'data-rotulo-pausar';
export const playLabelAttribute = 'data-rotulo-reproduzir';

/** The previous and next buttons. */
export const stepAttribute = 'data-passo';

/** Each dot; its value is its slide's 0-based index. */
export const dotAttribute = 'data-ponto';

/** "3 / 10", for the eye, where the dots do not fit (a phone). */
export const counterAttribute = 'data-contador';

/** A photo that failed to load: dimmed (`data-failed="true"`). */
export const failedAttribute = 'data-failed';
