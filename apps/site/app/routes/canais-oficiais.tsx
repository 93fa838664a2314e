import { broker, channelsPage, officialEmailDomains, officialPhones, officialProfiles } from '@repo/content';
import { Card, Container, Heading, Link, Notice, Section, Stack, Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { Facts } from '../components/Facts';
import { PageHero } from '../components/PageHero';
import { NewTabLink } from '../components/NewTabLink';
import { PhoneLink } from '../components/PhoneLink';
import { keepTogether } from '../components/KeepTogether';
import { ChannelChecker } from '../flows/channels/ChannelChecker';
import { routeMeta } from '../seo';

export const meta = () => routeMeta('/canais-oficiais');

const labels = channelsPage.labels;

/** One value per line, in a fact of the list. */
function Lines({ children }: { children: ReactNode[] }) {
  return (
    <Stack space="xs">
      {children.map((child, index) => (
        <span key={index}>{child}</span>
      ))}
    </Stack>
  );
}

/**
 * /canais-oficiais: the broker's official channels, from its data (phones and WhatsApp, site,
 * e-mail domains, social profiles, companies and the institutions it corresponds for), the rule
 * that it never asks for a payment in advance, and a check of a contact that claims to be it.
 */
export default function OfficialChannels() {
  const siteHostName = broker.siteUrl.replace(/^https?:\/\//, '');
  return (
    <>
      <PageHero title={channelsPage.title} subtitle={channelsPage.intro} />

      <Section spacing="large">
        <Container width="narrow">
          <Stack space="xl">
            <Notice tone="warning" title={channelsPage.noAdvance}>
              <Text size="small">{channelsPage.noAdvanceDetail}</Text>
            </Notice>

            <Card>
              <Stack space="md">
                <Heading level={2} id="verificar-titulo">
                  {channelsPage.checker.title}
                </Heading>
                <ChannelChecker />
              </Stack>
            </Card>

            <section aria-labelledby="canais-titulo">
              <Stack space="md">
                <Heading level={2} id="canais-titulo">
                  {channelsPage.listTitle}
                </Heading>
                <Facts
                  items={[
                    {
                      label: labels.phones,
                      value: (
                        <Lines>
                          {officialPhones.map(({ label, phone }) => (
                            <span key={phone.e164}>
                              {label}: <PhoneLink phone={phone} />
                            </span>
                          ))}
                        </Lines>
                      ),
                    },
                    { label: labels.site, value: <Link href={broker.siteUrl}>{siteHostName}</Link> },
                    { label: labels.email, value: <Lines>{officialEmailDomains.map((domain) => `@${domain}`)}</Lines> },
                    {
                      label: labels.social,
                      value: (
                        <Lines>
                          {officialProfiles.map(({ network, url }) => (
                            <NewTabLink key={url} href={url}>
                              {network}: {url.replace(/^https:\/\/(www\.)?/, '')}
                            </NewTabLink>
                          ))}
                        </Lines>
                      ),
                    },
                    {
                      label: labels.companies,
                      value: <Lines>{broker.stores.map((store) => keepTogether(`${store.legalName} (${store.name}): ${store.cnpj}`))}</Lines>,
                    },
                    { label: labels.institutions, value: channelsPage.institutions },
                  ]}
                />
              </Stack>
            </section>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
