import { Container, Section } from '@repo/ui';
import { FinancingWizard } from '../flows/wizard/Wizard';
import { routeMeta } from '../seo';

export const meta = () => routeMeta('/financiamento');

/**
 * /financiamento: the four-step wizard of the three products (SPEC §4), the one route for all of
 * them (`?modalidade=`); its heading names the product. The layout provides `<main>`.
 */
export default function Page() {
  return (
    <Section spacing="medium" aria-labelledby="financiamento-titulo">
      <Container>
        <FinancingWizard />
      </Container>
    </Section>
  );
}
