import {
  broker,
  productSimulatorHref,
  serviceCallToAction,
  serviceSimulationLabel,
  services,
  servicesPage,
  vehicleKinds,
} from '@repo/content';
import { Button, Card, Container, Heading, Inline, Section, Stack, VisuallyHidden } from '@repo/ui';
import { Link as RouterLink } from 'react-router';
import { whatsappLink } from '@repo/whatsapp';
import { CallToAction } from '../components/CallToAction';
import { RateExamples } from '../components/RateExample';
import { CheckList } from '../components/CheckList';
import { actionRow, cardFooter, chipList, grid, iconBadge } from '../components/components.css';
import { AwardIcon, BankIcon, BoltIcon, CarIcon, MotorcycleIcon, PhoneIcon, ShieldIcon, TruckIcon, UsersIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { routeMeta } from '../seo';
import { chip } from './servicos.css';
import { FeatureCard } from '../components/FeatureCard';
import { TitledSection } from '../components/TitledSection';

export const meta = () => routeMeta('/servicos');

const serviceIcons = [CarIcon, BoltIcon, BankIcon] as const;
const vehicleIcons = { carro: CarIcon, moto: MotorcycleIcon, caminhao: TruckIcon } as const;
const reasonIcons = [BankIcon, UsersIcon, BoltIcon, ShieldIcon] as const;

/**
 * Services: the three services with their features, each with its WhatsApp quote and its
 * simulation; the vehicles, four reasons, a closing call.
 */
export default function Services() {
  return (
    <>
      <PageHero title={servicesPage.title} subtitle={servicesPage.subtitle} />

      <Section aria-label={servicesPage.title} spacing="large">
        <Container>
          <ul className={grid({ columns: 3 })} role="list">
            {services.map((service, index) => {
              const Icon = serviceIcons[index % serviceIcons.length]!;
              return (
                <FeatureCard as="li" key={service.id} elevation="raised" padding="large" icon={Icon} title={service.title} headingLevel={2} description={service.description}>
                  <CheckList items={service.features} />
                  <RateExamples texts={[service.description, ...service.features]} />
                  <Stack space="sm" className={cardFooter}>
                    <WhatsAppButton
                      width="full"
                      href={whatsappLink(broker.whatsapp.international, servicesPage.quoteMessage(service.title))}
                    >
                      {serviceCallToAction}
                      <VisuallyHidden>({service.title})</VisuallyHidden>
                    </WhatsAppButton>
                    {/* The landing simulator opened on this service's product. */}
                    <Button asChild variant="outline" width="full">
                      <RouterLink to={productSimulatorHref(service.id)}>
                        {serviceSimulationLabel}
                        <VisuallyHidden>({service.title})</VisuallyHidden>
                      </RouterLink>
                    </Button>
                  </Stack>
                </FeatureCard>
              );
            })}
          </ul>
        </Container>
      </Section>

      <TitledSection
        headingId="veiculos-titulo"
        title={servicesPage.vehicleTypesTitle}
        subtitle={servicesPage.vehicleTypesSubtitle}
        background="subtle"
      >
        <ul className={grid({ columns: 3 })} role="list">
          {vehicleKinds.map((kind) => {
            const Icon = vehicleIcons[kind.id];
            return (
              <Card as="li" key={kind.id}>
                <Inline space="sm" wrap="nowrap">
                  <span className={iconBadge()}>
                    <Icon />
                  </span>
                  <Heading level={3} size="medium">
                    {kind.label}
                  </Heading>
                </Inline>
                <ul className={chipList} role="list">
                  {kind.subtypes.map((subtype) => (
                    <li key={subtype} className={chip}>
                      {subtype}
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })}
        </ul>
      </TitledSection>

      <TitledSection headingId="motivos-titulo" title={servicesPage.reasonsTitle}>
        <ul className={grid({ columns: 4 })} role="list">
          {servicesPage.reasons.map((reason, index) => {
            const Icon = reasonIcons[index % reasonIcons.length] ?? AwardIcon;
            return (
              <FeatureCard as="li" key={reason.title} icon={Icon} title={reason.title} description={reason.description} />
            );
          })}
        </ul>
      </TitledSection>

      <CallToAction title={servicesPage.callToAction.title} description={servicesPage.callToAction.description}>
        <Inline space="md" className={actionRow}>
          <WhatsAppButton size="large">{servicesPage.callToAction.whatsappLabel}</WhatsAppButton>
          <Button href={`tel:${broker.phones.main.e164}`} size="large" variant="outline" icon={<PhoneIcon />}>
            {servicesPage.callToAction.callLabel}
          </Button>
        </Inline>
      </CallToAction>
    </>
  );
}
