import type { HTMLAttributes, Ref } from 'react';
import { clsx } from 'clsx';
import { heading, type HeadingVariants, type headingLevels } from './Heading.css';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level (`h1`–`h6`); independent of the visual size. */
  level: (typeof headingLevels)[number];
  /** Visual size; defaults to one that matches the level. */
  size?: HeadingVariants['size'];
  /** Text alignment. */
  align?: HeadingVariants['align'];
  /** The rendered `<h1>`–`<h6>`. */
  ref?: Ref<HTMLHeadingElement>;
}

const sizeForLevel = { 1: 'display', 2: 'xlarge', 3: 'large', 4: 'medium', 5: 'small', 6: 'small' } as const;

/** A heading whose outline level and visual size are chosen separately. */
export function Heading({ level, size, align, className, ref, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      ref={ref}
      className={clsx(heading({ size: size ?? sizeForLevel[level], align }), className)}
      {...props}
    />
  );
}
