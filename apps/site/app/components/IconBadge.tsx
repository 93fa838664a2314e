import type { ComponentType } from 'react';
import { iconBadge, type IconBadgeVariants } from './IconBadge.css';

/** A decorative icon in a tinted circle, at the top of a card or beside its heading. */
export function IconBadge({ icon: Icon, tone }: { icon: ComponentType; tone?: IconBadgeVariants['tone'] }) {
  return (
    <span className={iconBadge({ tone })}>
      <Icon />
    </span>
  );
}
