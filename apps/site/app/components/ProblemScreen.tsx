import { problemScreenHomeLink } from '@repo/content';
import { Button, Container, Heading, Section, Stack, Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The screen of a page that cannot be shown: its title, what happened, anything more (`children`)
 * and a way home. The 404 page (routes/not-found.tsx) and the routing-failure screen (root.tsx's
 * ErrorBoundary) are this screen with their own words, so React Router's English default never shows.
 */
export function ProblemScreen({
  copy,
  children,
}: {
  copy: { readonly title: string; readonly description: string };
  children?: ReactNode;
}) {
  return (
    <Section spacing="large">
      <Container width="narrow">
        <Stack space="lg" align="start">
          <Heading level={1}>{copy.title}</Heading>
          <Text size="large" tone="muted">
            {copy.description}
          </Text>
          {children}
          <Button asChild>
            <Link to="/">{problemScreenHomeLink}</Link>
          </Button>
        </Stack>
      </Container>
    </Section>
  );
}
