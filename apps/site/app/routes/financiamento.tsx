import { wizardCopy } from '@repo/content';
import { Container, Heading, Section, Stack, Text } from '@repo/ui';
import { FinancingWizard } from '../flows/wizard/Wizard';
import { routeMeta } from '../seo';

export const meta = () => routeMeta('/financiamento');

/** /financiamento: the four-step financing wizard (SPEC §4). The layout provides `<main>`. */
export default function Page() {
  return (
    <Section spacing="medium" aria-labelledby="financiamento-titulo">
      <Container>
        <Stack space="xl">
          <Stack space="xs">
            <Heading level={1} id="financiamento-titulo">
              {wizardCopy.title}
            </Heading>
            <Text size="large" tone="muted">
              {wizardCopy.subtitle}
            </Text>
          </Stack>
          <FinancingWizard />
        </Stack>
      </Container>
    </Section>
  );
}
