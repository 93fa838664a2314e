import { Heading, Stack } from '@repo/ui';
import type { ReactNode } from 'react';
import { Facts, type Fact } from '../../components/Facts';

/** A section of facts named by its small heading, any notes after them: the wizard's estimates. */
export function FactsSection({
  headingId,
  level,
  title,
  facts,
  children,
}: {
  headingId: string;
  level: 3 | 4;
  title: string;
  facts: readonly Fact[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <Heading level={level} size="small" id={headingId}>
          {title}
        </Heading>
        <Facts items={facts} />
        {children}
      </Stack>
    </section>
  );
}
