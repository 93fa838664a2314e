/**
 * Scrolls to the in-page section with this id — smoothly unless the visitor prefers reduced
 * motion — and moves keyboard focus to its first heading (or the section itself), so that screen
 * reader and keyboard users land where sighted users are taken. Returns false when the section is
 * not on this page, so the caller can let the link navigate normally.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  const target = section.querySelector<HTMLElement>('h2, h3') ?? section;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}
