import { Container, type ContainerProps, Heading, type HeadingProps, Section, type SectionProps, Stack, type StackProps, Text } from '@repo/ui';
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
export function TitledSection({ headingId, title, subtitle, children, ...section }: TitledSectionProps) {
  return (
    <LabelledSection headingId={headingId} {...section}>
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
    </LabelledSection>
  );
}

type LabelledSectionProps = Omit<SectionProps, 'spacing' | 'aria-labelledby'> & {
  /** Id of the section's level-2 heading, which names the section (`aria-labelledby`). */
  headingId: string;
  /** Width of the content (`narrow` for a column of text). */
  width?: ContainerProps['width'];
};

/** A page section named by its heading, which leads its children. */
function LabelledSection({ headingId, width, id, children, ...section }: LabelledSectionProps) {
  return (
    <Section id={id} aria-labelledby={headingId} spacing="large" {...section}>
      <Container width={width}>
        <Stack space="xl">{children}</Stack>
      </Container>
    </Section>
  );
}

/** A page section led by a bare level-2 heading (at the start unless `align` says otherwise), its content below. */
export function HeadedSection({
  headingId,
  title,
  align,
  children,
  ...section
}: LabelledSectionProps & { title: ReactNode; align?: HeadingProps['align'] }) {
  return (
    <LabelledSection headingId={headingId} {...section}>
      <Heading level={2} id={headingId} align={align}>
        {title}
      </Heading>
      {children}
    </LabelledSection>
  );
}
