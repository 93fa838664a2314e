import lazyCss from 'virtual:lazy-styles/fipe-lookup';

/**
 * Puts the lookup's styles in the page, once, when its module arrives: ours and the combobox's,
 * shipped inside the lazy module rather than in the site's stylesheet (`lazy-styles-plugin.ts`).
 * After the site's stylesheet, applied when the page hydrated (a lookup is only ever asked for
 * after that), whose rules the combobox's adapt (the cascade the site's stylesheet would have).
 */
export function putLookupStyles(): void {
  if (typeof document === 'undefined' || !lazyCss) return;
  const style = document.createElement('style');
  style.textContent = lazyCss;
  document.head.append(style);
}
