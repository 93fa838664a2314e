import { addressLine, broker, contactPage, openingHoursLabels } from '@repo/content';
import { Button, Card, Heading, Link, Stack, Text, Tiles } from '@repo/ui';
import { IconList } from '../components/IconList';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { StoreMap } from '../components/StoreMap';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { ContactForm } from '../flows/contact/ContactForm';
import { Island, type PageHandle } from '../page-start';
import { routeMeta, storesStructuredData } from '../seo';
import { FeatureCard } from '../components/FeatureCard';
import { Facts } from '../components/Facts';
import { PhoneLink } from '../components/PhoneLink';
import { keepTogether } from '../components/KeepTogether';
import { postalAddress } from './contato.css';
import { HandoffWarning } from '../fraud-warning/HandoffWarning';
import { CardTiles } from '../components/FeatureTiles';
import { HeadedSection } from '../components/TitledSection';
import { SplitSection } from '../components/SplitSection';

/** Only its form hydrates, alone (app/islands/contato.island.tsx): the rest of the page is plain. */
export const handle = { mode: 'island' } satisfies PageHandle;

export const meta = () => [...routeMeta('/contato'), ...storesStructuredData()];

const channelIcons = { whatsapp: ChatIcon, phone: PhoneIcon, email: MailIcon } as const;

/** The action link under each contact channel. */
function ChannelAction({ id }: { id: (typeof contactPage.channels)[number]['id'] }) {
  if (id === 'whatsapp')
    return (
      <WhatsAppButton width="full" origin="contato-canais">
        {contactPage.channelActions.whatsapp}
      </WhatsAppButton>
    );
  if (id === 'phone')
    return (
      <Button href={`tel:${broker.phones.main.e164}`} variant="outline" width="full" icon={<PhoneIcon />}>
        {contactPage.channelActions.phone}
      </Button>
    );
  return (
    <Button href={`mailto:${broker.emails.contact}`} variant="outline" width="full" icon={<MailIcon />}>
      {contactPage.channelActions.email}
    </Button>
  );
}

/**
 * Contact: channels, the form (issue #5), phones, e-mails, hours, stores with their CNPJ, map. A
 * phone or e-mail link's origin is its section's `data-origem`.
 */
export default function Contact() {
  const labels = contactPage.businessInfoLabels;
  return (
    <>
      <PageHero title={contactPage.title} subtitle={contactPage.subtitle} />

      <HeadedSection headingId="canais-titulo" title={contactPage.channelsTitle} data-origem="contato-canais">
        <CardTiles wide={3}>
          {contactPage.channels.map((channel) => (
            <FeatureCard
              as="li"
              key={channel.id}
              elevation="raised"
              icon={channelIcons[channel.id]}
              iconTone={channel.id === 'whatsapp' ? 'whatsapp' : 'primary'}
              title={channel.title}
              description={channel.value}
              actions={<ChannelAction id={channel.id} />}
            />
          ))}
        </CardTiles>
        {/* Before the WhatsApp button above and the form below hand the visitor over. */}
        <HandoffWarning />
      </HeadedSection>

      <SplitSection
        headingId="formulario-titulo"
        main={
          <Card elevation="raised" padding="large">
            {/* The heading is static: no part of the island, whose JavaScript would carry the
                page's copy. With the form in one block, as in the island before: the card's
                gap would come between them. */}
            <div>
              <Heading level={2} id="formulario-titulo">
                {contactPage.formTitle}
              </Heading>
              <Island name="contato">
                <ContactForm />
              </Island>
            </div>
          </Card>
        }
        aside={
          <Stack space="lg" data-origem="contato-lista">
            <Card>
              <Heading level={2} size="medium">
                {contactPage.phonesTitle}
              </Heading>
              <Facts divided items={contactPage.phoneLines.map((line) => ({ label: line.label, value: <PhoneLink phone={line.phone} /> }))} />
            </Card>
            <Card>
              <Heading level={2} size="medium">
                {contactPage.emailsTitle}
              </Heading>
              <Facts
                divided
                items={contactPage.emailLines.map((line) => ({ label: line.label, value: <Link href={`mailto:${line.email}`}>{line.email}</Link> }))}
              />
            </Card>
            <Card>
              <Heading level={2} size="medium">
                {contactPage.hoursTitle}
              </Heading>
              <IconList items={openingHoursLabels} icon={ClockIcon} tone="primary" />
            </Card>
          </Stack>
        }
      />

      <HeadedSection headingId="lojas-titulo" title={contactPage.storesTitle}>
        <Tiles as="ul" role="list" columns={{ base: 1, tablet: 2 }} space="lg" data-origem="contato-lista">
          {broker.stores.map((store) => (
            <FeatureCard as="li" key={store.id} elevation="raised" icon={MapPinIcon} title={store.name}>
              <address className={postalAddress}>{keepTogether(addressLine(store.address))}</address>
              <Text size="small" weight="bold" tone="muted">
                {contactPage.businessInfoTitle}
              </Text>
              <Facts
                divided
                items={[
                  { label: labels.legalName, value: store.legalName },
                  { label: labels.cnpj, value: store.cnpj },
                  { label: labels.phone, value: <PhoneLink phone={store.phone} /> },
                ]}
              />
            </FeatureCard>
          ))}
        </Tiles>
        <Stack space="md">
          <Heading level={3} size="medium">
            {contactPage.mapHeading}
          </Heading>
          <StoreMap />
        </Stack>
      </HeadedSection>
    </>
  );
}
