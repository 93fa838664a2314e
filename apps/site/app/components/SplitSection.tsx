import { Column, Columns, Container, Section } from '@repo/ui';
import type { ReactNode } from 'react';

/**
 * A tinted page section in two columns, the wider first: 7/12 and 5/12 of a wide screen, one above
 * the other below it. `headingId` names the section (a heading in either column).
 */
export function SplitSection({ headingId, main, aside }: { headingId: string; main: ReactNode; aside: ReactNode }) {
  return (
    <Section aria-labelledby={headingId} background="subtle" spacing="large">
      <Container>
        <Columns space={{ base: 'xl', wide: '2xl' }} collapseBelow="wide">
          <Column width="7/12">{main}</Column>
          <Column width="5/12">{aside}</Column>
        </Columns>
      </Container>
    </Section>
  );
}
