/**
 * Scrolls to the in-page section with this id — smoothly unless the visitor prefers reduced
 * motion — and moves keyboard focus to its first heading (or the section itself), so that screen
 * reader and keyboard users land where sighted users are taken. Nothing when the section is not on
 * this page.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  const target = section.querySelector<HTMLElement>('h2, h3') ?? section;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
