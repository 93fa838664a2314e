import { Container, Heading, Section, type SectionProps, Stack, Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { hero } from './PageHero.css';

/** The top band of a page (its `h1` inside), for heroes laid out their own way (landing, /home). */
export function HeroSection({ spacing = 'large', children }: { spacing?: SectionProps['spacing']; children: ReactNode }) {
  return (
    <Section as="div" spacing={spacing} className={hero}>
      {children}
    </Section>
  );
}

/** The top band of an inner page: its one `h1`, a lead paragraph and optional extras. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <HeroSection>
      <Container>
        <Stack space="md">
          <Heading level={1}>{title}</Heading>
          {subtitle ? (
            <Text size="large" tone="muted">
              {subtitle}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </HeroSection>
  );
}
