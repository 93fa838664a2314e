/**
 * Each island's name (its `<Island name>`) and its client entry, from the site's folder: the build
 * bundles them (deploy/islands.ts), the dev server serves them as they are (Island.tsx).
 */
export const islandEntries: Readonly<Record<string, string>> = {
  contato: 'app/islands/contact.entry.tsx',
  inicio: 'app/islands/landing.entry.tsx',
  financiamento: 'app/islands/financing.entry.tsx',
  proposta: 'app/islands/offer.entry.tsx',
};
