import { broker, productSimulatorHref, serviceCallToAction, serviceSimulationLabel, services, servicesPage, vehicleKinds } from '@repo/content';
import { Button, Card, Container, Heading, Inline, Section, Stack, VisuallyHidden } from '@repo/ui';
import { Link as RouterLink } from 'react-router';
import { CallToAction } from '../components/CallToAction';
import { PageSymbols } from '../components/PageSymbols';
import { SiteIllustration } from '../components/SiteIllustration';
import { RateExamples } from '../components/RateExample';
import { IconList } from '../components/IconList';
import { BankIcon, BoltIcon, CarIcon, PhoneIcon, ShieldIcon, UsersIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { routeMeta } from '../seo';
import { chip } from './servicos.css';
import { vehiclePictures } from '../components/vehiclePictures';
import { TitledSection } from '../components/TitledSection';
import type { PageHandle } from '../page-start';
import { OfferCheckInvitation } from '../components/OfferCheckInvitation';
import { CardTiles, FeatureSection, FeatureTiles } from '../components/FeatureTiles';

export const meta = () => routeMeta('/servicos');

/** Text and links only: the page ships no JavaScript. */
export const handle = { mode: 'plain' } satisfies PageHandle;

const serviceIcons = [CarIcon, BoltIcon, BankIcon] as const;
const reasonIcons = [BankIcon, UsersIcon, BoltIcon, ShieldIcon] as const;

/** Services: the three services with their features, the vehicles, four reasons, a closing call. */
export default function Services() {
  return (
    <PageSymbols>
      <PageHero title={servicesPage.title} subtitle={servicesPage.subtitle} />

      <Section aria-label={servicesPage.title} spacing="large">
        <Container>
          <FeatureTiles
            items={services}
            wide={3}
            icons={serviceIcons}
            elevation="raised"
            padding="large"
            headingLevel={2}
            actions={(service) => (
              <Stack space="sm">
                <WhatsAppButton
                  width="full"
                  origin="servicos-orcamento"
                  product={service.id}
                  text={servicesPage.quoteMessage(service.title)}
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
            )}
            details={(service) => (
              <>
                <IconList items={service.features} />
                <RateExamples texts={[service.description, ...service.features]} marketRate="full" />
                <OfferCheckInvitation product={service.id} />
              </>
            )}
          />
        </Container>
      </Section>

      <TitledSection
        headingId="veiculos-titulo"
        title={servicesPage.vehicleTypesTitle}
        subtitle={servicesPage.vehicleTypesSubtitle}
        background="subtle"
      >
        <CardTiles wide={3}>
          {vehicleKinds.map((kind) => (
            <Card as="li" key={kind.id}>
              <Inline space="sm" wrap="nowrap">
                <SiteIllustration name={vehiclePictures[kind.id]} width={96} />
                <Heading level={3} size="medium">
                  {kind.label}
                </Heading>
              </Inline>
              {/* The broker's examples of the kind (`veiculos`); none listed, no empty list. */}
              {kind.subtypes.length > 0 ? (
                <Inline as="ul" role="list" space="xs" align="stretch">
                  {kind.subtypes.map((subtype) => (
                    <li key={subtype} className={chip}>
                      {subtype}
                    </li>
                  ))}
                </Inline>
              ) : null}
            </Card>
          ))}
        </CardTiles>
      </TitledSection>

      <FeatureSection headingId="motivos-titulo" title={servicesPage.reasonsTitle} items={servicesPage.reasons} wide={4} icons={reasonIcons} />

      <CallToAction title={servicesPage.callToAction.title} description={servicesPage.callToAction.description}>
        <WhatsAppButton size="large" origin="servicos-chamada">
          {servicesPage.callToAction.whatsappLabel}
        </WhatsAppButton>
        <Button href={`tel:${broker.phones.main.e164}`} size="large" variant="outline" icon={<PhoneIcon />} data-origem="servicos-chamada">
          {servicesPage.callToAction.callLabel}
        </Button>
      </CallToAction>
    </PageSymbols>
  );
}
