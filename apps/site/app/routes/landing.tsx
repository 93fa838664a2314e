import {
  claimLabels,
  landingPage,
  landingPartnerBanks,
  solutionCards,
  vehicleCardButtonLabel,
  vehicleKinds,
  products,
  productSimulatorHref,
  simulatorSectionId,
} from '@repo/content';
import { Button, Card, Container, Heading, Inline, Stack, Text, VisuallyHidden } from '@repo/ui';
import { HeroSection } from '../components/PageHero';
import { RateExample, RateExamples } from '../components/RateExample';
import { BankIcon, PercentIcon, BoltIcon } from '../components/icons';
import { SiteIllustration } from '../components/SiteIllustration';
import { vehiclePictures } from '../components/vehiclePictures';
import { simulatorCardAttribute, simulatorHref } from '../components/SimulatorLink';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { heldPressAttribute, Island, type PageHandle } from '../page-start';
import { Simulator } from '../flows/simulator/Simulator';
import { routeMeta, storesStructuredData } from '../seo';
import { FeatureCard } from '../components/FeatureCard';
import { TitledSection } from '../components/TitledSection';
import { PartnerBankTiles } from '../components/PartnerBankTiles';
import { anchorTarget, clickableCard, eyebrow, heroButtons, heroPicture, simulatorCard } from './landing.css';
import { HandoffWarning } from '../fraud-warning/HandoffWarning';
import { OfferCheckInvitation } from '../components/OfferCheckInvitation';
import { CardTiles, FeatureSection } from '../components/FeatureTiles';
import { HeadingWithLead } from '../components/HeadingWithLead';

/**
 * Only its simulator hydrates, alone (app/islands/inicio.island.tsx): the rest of the page is plain,
 * its links to the simulator and vehicle cards followed by the island's entry.
 */
export const handle = { mode: 'island' } satisfies PageHandle;

export const meta = () => [...routeMeta('/'), ...storesStructuredData()];

const solutionIcons = [PercentIcon, BankIcon, BoltIcon] as const;

/**
 * The landing page: hero with the simulator, financing solutions, vehicle types and partner banks. Kept light on purpose (tight JS budget): no dialog, carousel or toast here.
 */
export default function Landing() {
  return (
    <>
      {/*
        The simulator, what a visitor came for, in the first screen: below a headline at full width
        (two lines on a desktop), so that its first fields show at 1280 × 800; on a phone the
        headline, the picture and 'Financie já', which lands on it.
      */}
      <HeroSection spacing="medium">
        <Container>
          <Stack space="xl">
            <Stack space="lg">
              <Inline space="md" justify="between">
                <Text as="p" className={eyebrow}>
                  {claimLabels.yearsInMarket}
                </Text>
                {/* The three kinds of vehicle financed, on a road, in the theme's colours; the headline says it in words. */}
                <SiteIllustration name="hero" width={160} className={heroPicture} />
              </Inline>
              <Heading level={1}>{landingPage.hero.headline}</Heading>
              <Text size="large" tone="muted">
                {landingPage.hero.subheadline}
              </Text>
              {/* Top-aligned: the buttons stay put when the rate beside them arrives, taller, in a later packet. */}
              <Inline space="lg" align="start">
                <Inline space="md" collapseBelow="tablet" className={heroButtons}>
                  <Button size="large" href={simulatorHref}>
                    {landingPage.hero.primaryLabel}
                  </Button>
                  <WhatsAppButton size="large" variant="outline" origin="inicio-topo">
                    {landingPage.hero.secondaryLabel}
                  </WhatsAppButton>
                </Inline>
                <div>
                  <Text size="small" tone="muted">
                    {landingPage.hero.rateLine}.
                  </Text>
                  {/* The first product offered: financing when the broker offers it (the default one). */}
                  <RateExample rate={products[0].id} marketRate="brief" />
                </div>
              </Inline>
            </Stack>
            <Card
              as="section"
              id={simulatorSectionId}
              className={`${anchorTarget} ${simulatorCard}`}
              aria-labelledby="simulador-titulo"
              elevation="raised"
              padding="none"
            >
              <Stack space="lg">
                {/* Static: no part of the island, whose JavaScript would carry the page's copy. */}
                <HeadingWithLead
                  level={2}
                  size="medium"
                  id="simulador-titulo"
                  title={landingPage.simulator.title}
                  lead={landingPage.simulator.subtitle}
                  space="2xs"
                />
                <Island name="inicio">
                  <Simulator />
                </Island>
              </Stack>
            </Card>
          </Stack>
        </Container>
      </HeroSection>

      <FeatureSection
        headingId="solucoes-titulo"
        title={landingPage.solutions.title}
        subtitle={landingPage.solutions.subtitle}
        items={solutionCards}
        wide={3}
        icons={solutionIcons}
        elevation="raised"
        actions={(card) => (
          <Button href={card.href} width="full">
            {card.buttonLabel}
            <VisuallyHidden>({card.title})</VisuallyHidden>
          </Button>
        )}
        details={(card) => (
          <>
            <RateExamples texts={[card.description]} marketRate="full" />
            <OfferCheckInvitation product={card.serviceId} />
          </>
        )}
      />

      {/* Financing's own section ('Financiamos o seu veículo', 'Financiar Motos'): folded at build, absent without it (`BROKER_OFFERS`). */}
      {BROKER_OFFERS.financiamento ? (
        <TitledSection
          headingId="veiculos-titulo"
          title={landingPage.vehicles.title}
          subtitle={landingPage.vehicles.subtitle}
          background="subtle"
        >
          <CardTiles wide={3}>
            {vehicleKinds.map((kind) => (
              // The whole card scrolls to the simulator on click; its button is the keyboard path.
              <FeatureCard
                as="li"
                key={kind.id}
                elevation="raised"
                className={clickableCard}
                // A press anywhere on the card sets the simulator on this kind, as its link does
                // (SimulatorLink.tsx), also before the island hydrates (held, as a button's press).
                {...{ [simulatorCardAttribute]: '', [heldPressAttribute]: '' }}
                // Drawn, beside its name: decoration for a screen reader, which reads the heading.
                picture={<SiteIllustration name={vehiclePictures[kind.id]} width={128} />}
                title={kind.label}
                description={kind.description}
                actions={
                  // 'Financiar Motos' opens the simulator on financing a motorcycle, which the wizard then receives.
                  <Button variant="outline" width="full" href={productSimulatorHref('financiamento', kind.id)}>
                    {vehicleCardButtonLabel}
                    <VisuallyHidden> {kind.label}</VisuallyHidden>
                  </Button>
                }
              />
            ))}
          </CardTiles>
          <Inline space="md" justify="center" collapseBelow="tablet">
            <Button href="/financiamento" size="large">
              {landingPage.vehicles.financingLabel}
            </Button>
            <WhatsAppButton size="large" origin="inicio-veiculos">
              {landingPage.vehicles.specialistLabel}
            </WhatsAppButton>
          </Inline>
          <HandoffWarning />
        </TitledSection>
      ) : null}

      <TitledSection
        headingId="bancos-titulo"
        title={landingPage.banks.title}
        subtitle={landingPage.banks.note}
      >
        <PartnerBankTiles banks={landingPartnerBanks} columns={{ base: 2, tablet: 3, wide: 5 }} space="sm" />
      </TitledSection>

    </>
  );
}
