import { consoleMessages, notFoundPage } from '@repo/content';
import { Button, Container, Heading, Section, Stack, Text } from '@repo/ui';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { notFoundRouteMeta } from '../seo';

export const meta = notFoundRouteMeta;

/** The 404 page (prerendered as 404.html, served with status 404); logs the attempted path. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(consoleMessages.notFound(pathname));
  }, [pathname]);
  return (
    <Section spacing="large">
      <Container width="narrow">
        <Stack space="lg" align="start">
          <Heading level={1}>{notFoundPage.title}</Heading>
          <Text size="large" tone="muted">
            {notFoundPage.description}
          </Text>
          <Button asChild>
            <Link to="/">{notFoundPage.homeLinkLabel}</Link>
          </Button>
        </Stack>
      </Container>
    </Section>
  );
}
