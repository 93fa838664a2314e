import { Container, Heading, Section, Stack, Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { hero } from './components.css';

/** The top band of an inner page: its one `h1`, a lead paragraph and optional extras. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Section as="div" spacing="large" className={hero}>
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
    </Section>
  );
}
