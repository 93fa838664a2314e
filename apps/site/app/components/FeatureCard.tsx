import { Card, type CardProps, Heading, Text } from '@repo/ui';
import type { ComponentType, ReactNode } from 'react';
import { actions as actionsStyle } from './FeatureCard.css';
import { IconBadge } from './IconBadge';
import { keepTogether } from './KeepTogether';
import type { IconBadgeVariants } from './IconBadge.css';

export type FeatureCardProps = Omit<CardProps, 'title'> & {
  /** The icon in the badge at the top of the card (unless a `picture` leads it). */
  icon?: ComponentType;
  /** A picture of the card's subject in place of the icon badge. */
  picture?: ReactNode;
  /** Colour of the icon badge (`whatsapp` for the WhatsApp channel). */
  iconTone?: IconBadgeVariants['tone'];
  /** The card's heading. */
  title: ReactNode;
  /** Level of the heading in the page outline; level 2 is set larger. */
  headingLevel?: 2 | 3;
  /** Muted text under the heading. */
  description?: ReactNode;
  /** The card's action (a button), last and at the bottom edge, level across a row of cards. */
  actions?: ReactNode;
};

/** A card led by an icon badge (or a picture), a heading and a muted description; children, then actions, follow. */
export function FeatureCard({
  icon,
  picture,
  iconTone,
  title,
  headingLevel = 3,
  description,
  actions,
  children,
  ...card
}: FeatureCardProps) {
  return (
    <Card {...card}>
      {picture ?? (icon ? <IconBadge icon={icon} tone={iconTone} /> : null)}
      <Heading level={headingLevel} size={headingLevel === 2 ? 'large' : 'medium'}>
        {title}
      </Heading>
      {description ? <Text tone="muted">{typeof description === 'string' ? keepTogether(description) : description}</Text> : null}
      {children}
      {actions ? <div className={actionsStyle}>{actions}</div> : null}
    </Card>
  );
}
