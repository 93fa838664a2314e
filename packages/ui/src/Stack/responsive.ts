import type { Responsive } from '../theme/media';
import { gap, type SpaceStep } from './Stack.css';

/** Turns a responsive space value into the matching gap classes. */
export function gapClasses(space: Responsive<SpaceStep> | undefined): string {
  if (space === undefined) return '';
  if (typeof space === 'string') return gap.base[space];
  return [
    space.base && gap.base[space.base],
    space.tablet && gap.tablet[space.tablet],
    space.wide && gap.wide[space.wide],
  ]
    .filter(Boolean)
    .join(' ');
}
