import { Tiles } from '@repo/ui';
import type { ComponentType, ReactNode } from 'react';
import { FeatureCard, type FeatureCardProps } from './FeatureCard';
import { TitledSection, type TitledSectionProps } from './TitledSection';

/** A list of cards laid out one a row on a phone, two on a tablet and `wide` on a wide screen. */
export function CardTiles({ wide, children }: { wide: 3 | 4; children: ReactNode }) {
  return (
    <Tiles as="ul" role="list" columns={{ base: 1, tablet: 2, wide }} space="lg">
      {children}
    </Tiles>
  );
}

/** What a feature card of the list shows of its item: a heading and a muted line under it. */
type Feature = { title: string; description: string };

export type FeatureTilesProps<T extends Feature> = Pick<FeatureCardProps, 'elevation' | 'padding' | 'headingLevel'> & {
  items: readonly T[];
  /** Columns on a wide screen (see {@link CardTiles}). */
  wide: 3 | 4;
  /** The cards' icons, in turn (the first card the first icon, and round again when there are more cards); none, no badge. */
  icons?: readonly ComponentType[];
  /** An item's action, at the card's bottom edge. */
  actions?: (item: T) => ReactNode;
  /** What an item's card shows between its description and its action. */
  details?: (item: T) => ReactNode;
};

/** Items as a list of {@link FeatureCard}s, each its icon, its title and its description: the same for every card but the item. */
export function FeatureTiles<T extends Feature>({ items, wide, icons, actions, details, ...card }: FeatureTilesProps<T>) {
  return (
    <CardTiles wide={wide}>
      {items.map((item, index) => (
        <FeatureCard
          as="li"
          key={item.title}
          {...card}
          icon={icons?.[index % icons.length]}
          title={item.title}
          description={item.description}
          actions={actions?.(item)}
        >
          {details?.(item)}
        </FeatureCard>
      ))}
    </CardTiles>
  );
}

/** A section of feature cards under its centred heading: {@link FeatureTiles} in a {@link TitledSection}, the pages' most common section. */
export function FeatureSection<T extends Feature>({
  headingId,
  title,
  subtitle,
  background,
  ...tiles
}: Pick<TitledSectionProps, 'headingId' | 'title' | 'subtitle' | 'background'> & FeatureTilesProps<T>) {
  return (
    <TitledSection headingId={headingId} title={title} subtitle={subtitle} background={background}>
      <FeatureTiles {...tiles} />
    </TitledSection>
  );
}
