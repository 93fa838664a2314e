import { analyticsEvents, originCopy, origins, products } from '@repo/content';
import type { CountsTable } from './sent';

/** The site's copy a press is counted by (`sent.ts`), one table for the tracker and the inline sender. */
export const countsTable: CountsTable = {
  names: { whatsapp: analyticsEvents.whatsapp, phone: analyticsEvents.phone, email: analyticsEvents.email },
  origins,
  originPrefix: `${originCopy.label}: `,
  separator: originCopy.productSeparator,
  products: products.map(({ label }) => label),
};
