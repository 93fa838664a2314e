import { Container, Section } from '@repo/ui';
import { FinancingWizard } from '../flows/wizard/Wizard';
import { Island, type PageHandle } from '../page-start';
import { routeMeta } from '../seo';

/** Only its wizard hydrates, alone (app/islands/financiamento.island.tsx): the rest of the page is plain. */
export const handle = { mode: 'island' } satisfies PageHandle;

export const meta = () => routeMeta('/financiamento');

/**
 * /financiamento: the four-step wizard of the three products (SPEC §4), the one route for all of
 * them (`?modalidade=`); its heading names the product. The layout provides `<main>`.
 */
export default function Page() {
  return (
    <Section spacing="medium" aria-labelledby="financiamento-titulo">
      <Container>
        <Island name="financiamento">
          <FinancingWizard />
        </Island>
      </Container>
    </Section>
  );
}
