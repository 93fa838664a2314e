import { homePage, services } from '@repo/content';
import { Button, Container, Heading, Inline, Text, VisuallyHidden } from '@repo/ui';
import { Link as RouterLink } from 'react-router';
import { ContactCallToAction } from '../components/ContactCallToAction';
import { RateExamples } from '../components/RateExample';
import { ArrowRightIcon, AwardIcon, BankIcon, BoltIcon, CarIcon, PercentIcon, ShieldIcon, TruckIcon } from '../components/icons';
import { routeMeta } from '../seo';
import { HeroSection } from '../components/PageHero';
import { SectionIntro } from '../components/TitledSection';
import { FraudWarning } from '../fraud-warning/FraudWarning';
import type { PageHandle } from '../page-start';
import { FeatureSection } from '../components/FeatureTiles';

export const meta = () => routeMeta('/home');

const highlightIcons = [AwardIcon, ShieldIcon, BoltIcon, PercentIcon] as const;
const serviceIcons = [CarIcon, TruckIcon, BankIcon] as const;

/**
 * Text and links, and the fraud warning, which opens by its own inline script: the page ships no
 * framework JavaScript (app/page-start/hydrates.ts).
 */
export const handle = { mode: 'plain' } satisfies PageHandle;

export default function Home() {
  return (
    <>
      {/* In the prerendered page only: it never hydrates, so the client build leaves the dialog out
          and its parts (the ✕ the toasts use too) stay out of the chunk every page loads. */}
      {import.meta.env.SSR && <FraudWarning />}

      <HeroSection>
        <Container>
          <SectionIntro space="lg">
            <Heading level={1} align="center">
              {homePage.hero.title}
            </Heading>
            <Text size="large" tone="muted" align="center">
              {homePage.hero.subtitle}
            </Text>
            <Inline space="md" justify="center" collapseBelow="tablet">
              <Button asChild size="large" icon={<ArrowRightIcon />} iconPosition="end">
                <RouterLink to="/servicos">{homePage.hero.servicesLabel}</RouterLink>
              </Button>
              <Button asChild size="large" variant="outline">
                <RouterLink to="/sobre">{homePage.hero.aboutLabel}</RouterLink>
              </Button>
            </Inline>
          </SectionIntro>
        </Container>
      </HeroSection>

      <FeatureSection
        headingId="destaques-titulo"
        title={homePage.highlightsTitle}
        items={homePage.highlights}
        wide={4}
        icons={highlightIcons}
        details={(highlight) => <RateExamples texts={[highlight.description]} marketRate="full" />}
      />

      <FeatureSection
        headingId="servicos-titulo"
        title={homePage.servicesSection.title}
        background="subtle"
        items={services}
        wide={3}
        icons={serviceIcons}
        elevation="raised"
        actions={(service) => (
          <Button asChild variant="outline" icon={<ArrowRightIcon />} iconPosition="end">
            <RouterLink to="/servicos">
              {homePage.servicesSection.linkLabel}
              <VisuallyHidden>({service.title})</VisuallyHidden>
            </RouterLink>
          </Button>
        )}
      />

      <ContactCallToAction origin="home-chamada" />
    </>
  );
}
