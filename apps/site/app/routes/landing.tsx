import {
  claimLabels,
  landingPage,
  landingPartnerBanks,
  solutionCards,
  vehicleCardButtonLabel,
  vehicleKinds,
  type VehicleKindId,
} from '@repo/content';
import { Button, Card, Container, Heading, Inline, Section, Stack, Text, VisuallyHidden } from '@repo/ui';
import { Link as RouterLink } from 'react-router';
import { RateExample, RateExamples } from '../components/RateExample';
import {
  actionRow,
  anchorTarget,
  bankGrid,
  bankTile,
  cardFooter,
  checkIcon,
  checkItem,
  checkList,
  clickableCard,
  eyebrow,
  grid,
  hero,
  sectionIntro,
  splitLayout,
} from '../components/components.css';
import { BankIcon, CarIcon, CheckIcon, MotorcycleIcon, PercentIcon, TruckIcon, BoltIcon } from '../components/icons';
import { onSimulatorCardClick, SimulatorButton } from '../components/SimulatorLink';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { Simulator } from '../flows/simulator/Simulator';
import { routeMeta, storesStructuredData } from '../seo';
import { FeatureCard } from '../components/FeatureCard';
import { TitledSection } from '../components/TitledSection';

export const meta = () => [...routeMeta('/'), ...storesStructuredData()];

const vehicleIcons: Record<VehicleKindId, typeof CarIcon> = { carro: CarIcon, moto: MotorcycleIcon, caminhao: TruckIcon };
const solutionIcons = [PercentIcon, BankIcon, BoltIcon] as const;

/** Claims of the hero's side panel. */
const heroClaims = [claimLabels.partnerBanks, claimLabels.approval, claimLabels.maxInstallments, claimLabels.satisfaction];

/**
 * The landing page: hero, financing solutions, vehicle types, partner banks and the simulator
 * section. Kept light on purpose (tight JS budget): no dialog, carousel or toast here.
 */
export default function Landing() {
  return (
    <>
      <Section as="div" spacing="large" className={hero}>
        <Container className={splitLayout}>
          <Stack space="lg">
            <Text as="p" className={eyebrow}>
              {claimLabels.yearsInMarket}
            </Text>
            <Heading level={1}>{landingPage.hero.headline}</Heading>
            <Text size="large" tone="muted">
              {landingPage.hero.subheadline}
            </Text>
            <Inline space="md" className={actionRow}>
              <SimulatorButton size="large">{landingPage.hero.primaryLabel}</SimulatorButton>
              <WhatsAppButton size="large" variant="outline">
                {landingPage.hero.secondaryLabel}
              </WhatsAppButton>
            </Inline>
            <div>
              <Text size="small" tone="muted">
                {landingPage.hero.rateLine}.
              </Text>
              <RateExample rate="financing" />
            </div>
          </Stack>
          <Card elevation="raised" padding="large">
            <ul className={checkList} role="list">
              {heroClaims.map((claim) => (
                <li key={claim} className={checkItem}>
                  <CheckIcon className={checkIcon} />
                  <Text as="span" size="large" weight="medium">
                    {claim}
                  </Text>
                </li>
              ))}
            </ul>
          </Card>
        </Container>
      </Section>

      <TitledSection
        headingId="solucoes-titulo"
        title={landingPage.solutions.title}
        subtitle={landingPage.solutions.subtitle}
      >
        <ul className={grid({ columns: 3 })} role="list">
          {solutionCards.map((card, index) => {
            const Icon = solutionIcons[index % solutionIcons.length]!;
            return (
              <FeatureCard as="li" key={card.serviceId} elevation="raised" icon={Icon} title={card.title} description={card.description}>
                <RateExamples texts={[card.description]} />
                <div className={cardFooter}>
                  <Button asChild width="full">
                    <RouterLink to={card.href}>
                      {card.buttonLabel}
                      <VisuallyHidden>({card.title})</VisuallyHidden>
                    </RouterLink>
                  </Button>
                </div>
              </FeatureCard>
            );
          })}
        </ul>
      </TitledSection>

      <TitledSection
        headingId="veiculos-titulo"
        title={landingPage.vehicles.title}
        subtitle={landingPage.vehicles.subtitle}
        background="subtle"
      >
        <ul className={grid({ columns: 3 })} role="list">
          {vehicleKinds.map((kind) => {
            const Icon = vehicleIcons[kind.id];
            return (
              // The whole card scrolls to the simulator on click; its button is the keyboard path.
              <FeatureCard as="li" key={kind.id} elevation="raised" className={clickableCard} onClick={onSimulatorCardClick} icon={Icon} title={kind.label} description={kind.description}>
                <div className={cardFooter}>
                  <SimulatorButton variant="outline" width="full">
                    {vehicleCardButtonLabel}
                    <VisuallyHidden> {kind.label}</VisuallyHidden>
                  </SimulatorButton>
                </div>
              </FeatureCard>
            );
          })}
        </ul>
        <Inline space="md" justify="center" className={actionRow}>
          <Button asChild size="large">
            <RouterLink to="/financiamento">{landingPage.vehicles.financingLabel}</RouterLink>
          </Button>
          <WhatsAppButton size="large">{landingPage.vehicles.specialistLabel}</WhatsAppButton>
        </Inline>
      </TitledSection>

      <TitledSection
        headingId="bancos-titulo"
        title={landingPage.banks.title}
        subtitle={landingPage.banks.note}
      >
        <ul className={bankGrid} role="list">
          {landingPartnerBanks.map((bank) => (
            <li key={bank.id} className={bankTile}>
              {bank.shortName}
            </li>
          ))}
        </ul>
      </TitledSection>

      <Section
        id={landingPage.simulatorSectionId}
        aria-labelledby="simulador-titulo"
        background="subtle"
        spacing="large"
        className={anchorTarget}
      >
        <Container>
          <Stack space="xl">
            <Stack space="xs" className={sectionIntro}>
              <Heading level={2} id="simulador-titulo" align="center">
                {landingPage.simulator.title}
              </Heading>
              <Text tone="muted" align="center" size="large">
                {landingPage.simulator.subtitle}
              </Text>
            </Stack>
            <Simulator />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
