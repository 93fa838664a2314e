import { Stack, Text } from '@repo/ui';
import type { ComponentType } from 'react';
import { icon as iconStyle, item, type IconVariants } from './IconList.css';
import { CheckIcon } from './icons';

export type IconListProps = {
  items: readonly string[];
  /** The bullet: a check mark (feature lists, documents) unless another icon says more. */
  icon?: ComponentType<{ className?: string }>;
  /** Colour of the bullets: `success` for check marks, `primary` for other icons. */
  tone?: IconVariants['tone'];
  /** `large` sets the items larger and bolder (the landing hero's claims). */
  size?: 'regular' | 'large';
};

/** A list whose bullets are icons: check marks by default (feature lists, documents). */
export function IconList({ items, icon: Icon = CheckIcon, tone = 'success', size = 'regular' }: IconListProps) {
  return (
    <Stack as="ul" space="xs" role="list">
      {items.map((text) => (
        <li key={text} className={item}>
          <Icon className={iconStyle({ tone })} />
          {size === 'large' ? (
            <Text as="span" size="large" weight="medium">
              {text}
            </Text>
          ) : (
            <span>{text}</span>
          )}
        </li>
      ))}
    </Stack>
  );
}
