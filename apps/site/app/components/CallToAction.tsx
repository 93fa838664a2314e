import { Container, Heading, Section, Stack, Text } from '@repo/ui';
import { type ReactNode, useId } from 'react';
import { ctaPanel } from './components.css';

/** The closing call-to-action panel of a page: a heading, one line and its buttons. */
export function CallToAction({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <div className={ctaPanel}>
          <Stack space="xs">
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            <Text size="large" tone="muted">
              {description}
            </Text>
          </Stack>
          {children}
        </div>
      </Container>
    </Section>
  );
}
