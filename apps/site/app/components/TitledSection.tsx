import { Container, Heading, Section, type SectionProps, Stack, type StackProps, Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { intro } from './TitledSection.css';

/** A centred heading block (heading and lead text) at a readable width, above what it introduces. */
export function SectionIntro({ space, children }: { space: StackProps['space']; children: ReactNode }) {
  return (
    <Stack space={space} className={intro}>
      {children}
    </Stack>
  );
}

export type TitledSectionProps = {
  /** Id of the section's heading, which names the section (`aria-labelledby`). */
  headingId: string;
  /** The centred level-2 heading. */
  title: ReactNode;
  /** Muted line under the heading. */
  subtitle?: ReactNode;
  /** Band colour, to alternate sections down the page. */
  background?: SectionProps['background'];
  /** Id of the section itself, when a link or a script scrolls to it. */
  id?: string;
  /** Extra class of the section (e.g. a scroll margin for an in-page target). */
  className?: string;
  children: ReactNode;
};

/** A page section led by a centred heading (and subtitle), its content below. */
export function TitledSection({ headingId, title, subtitle, background, id, className, children }: TitledSectionProps) {
  return (
    <Section id={id} aria-labelledby={headingId} background={background} spacing="large" className={className}>
      <Container>
        <Stack space="xl">
          <SectionIntro space="xs">
            <Heading level={2} id={headingId} align="center">
              {title}
            </Heading>
            {subtitle ? (
              <Text tone="muted" align="center" size="large">
                {subtitle}
              </Text>
            ) : null}
          </SectionIntro>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
