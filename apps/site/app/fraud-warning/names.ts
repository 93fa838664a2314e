/*
 * What the fraud warning's markup (FraudWarning.tsx) and its inline opener (opener.inline.ts) both
 * name: one place, so the two never disagree.
 */

/** The `<dialog>` element's id. */
export const fraudWarningId = 'alerta-fraude';

/** Where the warning's delay, in milliseconds from the navigation's start, is written for the opener. */
export const delayAttribute = 'data-atraso-ms';

/** Marks the button that takes focus as the warning opens ("Entendi"). */
export const confirmAttribute = 'data-entendi';

/**
 * Where the visit keeps that the warning was read: sessionStorage, never a cookie (nothing about
 * the visitor leaves the tab), so it opens once per visit and again in a new one.
 */
export const seenKey = 'alerta-fraude:lido';
