import { addressLine, broker, contactPage, openingHoursLabels } from '@repo/content';
import { Button, Card, Container, Heading, Link, Section, Stack, Text } from '@repo/ui';
import {
  cardFooter,
  checkItem,
  lineIcon,
  grid,
  iconBadge,
  plainList,
  postalAddress,
  splitLayout,
} from '../components/components.css';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { StoreMap } from '../components/StoreMap';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { ContactForm } from '../flows/contact/ContactForm';
import { routeMeta, storesStructuredData } from '../seo';
import { FeatureCard } from '../components/FeatureCard';
import { Facts } from '../components/Facts';
import { PhoneLink } from '../components/PhoneLink';

export const meta = () => [...routeMeta('/contato'), ...storesStructuredData()];

const channelIcons = { whatsapp: ChatIcon, phone: PhoneIcon, email: MailIcon } as const;

/** The action link under each contact channel. */
function ChannelAction({ id }: { id: (typeof contactPage.channels)[number]['id'] }) {
  if (id === 'whatsapp') return <WhatsAppButton width="full">{contactPage.channelActions.whatsapp}</WhatsAppButton>;
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

/** Contact: channels, the form (issue #5), phones, e-mails, hours, stores with their CNPJ, map. */
export default function Contact() {
  const labels = contactPage.businessInfoLabels;
  return (
    <>
      <PageHero title={contactPage.title} subtitle={contactPage.subtitle} />

      <Section aria-labelledby="canais-titulo" spacing="large">
        <Container>
          <Stack space="xl">
            <Heading level={2} id="canais-titulo">
              {contactPage.channelsTitle}
            </Heading>
            <ul className={grid({ columns: 3 })} role="list">
              {contactPage.channels.map((channel) => {
                const Icon = channelIcons[channel.id];
                return (
                  <Card as="li" key={channel.id} elevation="raised">
                    <span className={iconBadge({ tone: channel.id === 'whatsapp' ? 'whatsapp' : 'primary' })}>
                      <Icon />
                    </span>
                    <Heading level={3} size="medium">
                      {channel.title}
                    </Heading>
                    <Text tone="muted">{channel.value}</Text>
                    <div className={cardFooter}>
                      <ChannelAction id={channel.id} />
                    </div>
                  </Card>
                );
              })}
            </ul>
          </Stack>
        </Container>
      </Section>

      <Section background="subtle" spacing="large" aria-labelledby="formulario-titulo">
        <Container className={splitLayout}>
          <Card elevation="raised" padding="large">
            <Heading level={2} id="formulario-titulo">
              {contactPage.formTitle}
            </Heading>
            <ContactForm />
          </Card>
          <Stack space="lg">
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
              <ul className={plainList} role="list">
                {openingHoursLabels.map((label) => (
                  <li key={label} className={checkItem}>
                    <ClockIcon className={lineIcon} />
                    <span>{label}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </Stack>
        </Container>
      </Section>

      <Section aria-labelledby="lojas-titulo" spacing="large">
        <Container>
          <Stack space="xl">
            <Heading level={2} id="lojas-titulo">
              {contactPage.storesTitle}
            </Heading>
            <ul className={grid({ columns: 2 })} role="list">
              {broker.stores.map((store) => (
                <FeatureCard as="li" key={store.id} elevation="raised" icon={MapPinIcon} title={store.name}>
                  <address className={postalAddress}>{addressLine(store.address)}</address>
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
            </ul>
            <Stack space="md">
              <Heading level={3} size="medium">
                {contactPage.mapHeading}
              </Heading>
              <StoreMap />
            </Stack>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
