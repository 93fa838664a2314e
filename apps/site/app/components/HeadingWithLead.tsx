import { Heading, type HeadingProps, Stack, type StackProps, Text, type TextProps } from '@repo/ui';
import type { ReactNode } from 'react';

export type HeadingWithLeadProps = Pick<HeadingProps, 'level' | 'size' | 'id'> & {
  title: ReactNode;
  /** The muted line under the heading. */
  lead: ReactNode;
  leadSize?: TextProps['size'];
  space?: StackProps['space'];
  /** What follows the lead in the same block (a notice). */
  children?: ReactNode;
};

/** A heading over a muted lead line: a page's form, the wizard, a closing call. */
export function HeadingWithLead({ level, size, id, title, lead, leadSize, space = 'xs', children }: HeadingWithLeadProps) {
  return (
    <Stack space={space}>
      <Heading level={level} size={size} id={id}>
        {title}
      </Heading>
      <Text size={leadSize} tone="muted">
        {lead}
      </Text>
      {children}
    </Stack>
  );
}
