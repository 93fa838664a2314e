import { offerCheckCopy, offerCheckPrivacySummary, offerPageCopy } from '@repo/content';
import { Card, Container, Section, Stack } from '@repo/ui';
import { PageHero } from '../components/PageHero';
import { NoScriptNotice } from '../flows/shared/NoScriptNotice';
import { PrivacyNotice } from '../flows/shared/PrivacyNotice';
import { Island, type PageHandle } from '../page-start';
import { routeMeta } from '../seo';
// The island's styles belong in the site's one stylesheet, which React Router's client build makes
// (the islands' build drops its copy), and the island below is imported at prerender only: imported
// here for their rules (this route's script is never loaded; the island's build carries the class names).
import '../flows/offer/OfferCheck.css';
import { HeadingWithLead } from '../components/HeadingWithLead';

// The island, at prerender only: the browser gets it from its own entry (app/islands/proposta.island.tsx,
// postbuild/islands.ts), and this page never hydrates. Left out of React Router's client build, its
// modules (the check's analysis, the market's snapshot, the Banco Central's list) never become a
// chunk that the pages that hydrate share.
const OfferCheck = import.meta.env.SSR ? (await import('../flows/offer/OfferCheck')).OfferCheck : () => null;

/** Only its form and results hydrate, alone (app/islands/proposta.island.tsx): the rest of the page is plain. */
export const handle = { mode: 'island' } satisfies PageHandle;

export const meta = () => routeMeta('/confira-sua-proposta');

/**
 * The offer check (issue 51): the visitor types a bank's proposal as the document shows it; the
 * page reads its true rate and CET, what each cost weighs, the market's and the institution's
 * averages and the flags, and hands it to the broker in one press ('Quero uma proposta melhor').
 */
export default function OfferCheckPage() {
  return (
    <>
      <PageHero title={offerPageCopy.title} subtitle={offerPageCopy.subtitle} />

      <Section background="subtle" spacing="large" aria-labelledby="proposta-formulario-titulo">
        <Container width="narrow">
          <Card elevation="raised" padding="large">
            {/* The heading, the line under it and the notices are static: no part of the island,
                whose JavaScript would carry their words. The privacy notice stands before the first field. */}
            <Stack space="lg">
              <HeadingWithLead
                level={2}
                id="proposta-formulario-titulo"
                title={offerPageCopy.formTitle}
                lead={offerCheckCopy.disclaimer}
                leadSize="small"
              />
              <NoScriptNotice />
              <PrivacyNotice summary={offerCheckPrivacySummary} />
              <Island name="proposta">
                <OfferCheck />
              </Island>
            </Stack>
          </Card>
        </Container>
      </Section>
    </>
  );
}
