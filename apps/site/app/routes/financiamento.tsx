import { Container, Section } from '@repo/ui';
import { FinancingIsland } from '../islands/FinancingIsland';
import { Island } from '../islands/Island';
import { routeMeta } from '../seo';
import { islandPage } from '../start/hydrates';

/** Only its wizard hydrates, alone (app/islands/financing.entry.tsx): the rest of the page is plain. */
export const handle = islandPage;

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
          <FinancingIsland />
        </Island>
      </Container>
    </Section>
  );
}
