import { Container, Heading, Section, type SectionProps, Stack, Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { sectionIntro } from './components.css';

export type TitledSectionProps = {
  /** Id of the section's heading, which names the section (`aria-labelledby`). */
  headingId: string;
  /** The centred level-2 heading. */
  title: ReactNode;
  /** Muted line under the heading. */
  subtitle?: ReactNode;
  /** Band colour, to alternate sections down the page. */
  background?: SectionProps['background'];
  children: ReactNode;
};

/** A page section led by a centred heading (and subtitle), its content below. */
export function TitledSection({ headingId, title, subtitle, background, children }: TitledSectionProps) {
  return (
    <Section aria-labelledby={headingId} background={background} spacing="large">
      <Container>
        <Stack space="xl">
          <Stack space="xs" className={sectionIntro}>
            <Heading level={2} id={headingId} align="center">
              {title}
            </Heading>
            {subtitle ? (
              <Text tone="muted" align="center" size="large">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
