import { Card, type CardProps, Heading, Text } from '@repo/ui';
import type { ComponentType, ReactNode } from 'react';
import { iconBadge } from './components.css';

export type FeatureCardProps = Omit<CardProps, 'title'> & {
  /** The icon in the badge at the top of the card. */
  icon: ComponentType;
  /** The card's heading. */
  title: ReactNode;
  /** Level of the heading in the page outline; level 2 is set larger. */
  headingLevel?: 2 | 3;
  /** Muted text under the heading. */
  description?: ReactNode;
};

/** A card led by an icon badge, a heading and a muted description; children follow them. */
export function FeatureCard({ icon: Icon, title, headingLevel = 3, description, children, ...card }: FeatureCardProps) {
  return (
    <Card {...card}>
      <span className={iconBadge()}>
        <Icon />
      </span>
      <Heading level={headingLevel} size={headingLevel === 2 ? 'large' : 'medium'}>
        {title}
      </Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
      {children}
    </Card>
  );
}
