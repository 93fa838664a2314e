import { aboutPage, pageMeta } from '@repo/content';
import { Card, Container, Heading, Section, Stack, Text, Tiles } from '@repo/ui';
import { ContactCallToAction } from '../components/ContactCallToAction';
import { AwardIcon, BoltIcon, ShieldIcon, UsersIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { routeMeta } from '../seo';
import { TitledSection } from '../components/TitledSection';
import { statPrefix, statValue } from './sobre.css';
import type { PageHandle } from '../page-start';
import { FeatureSection } from '../components/FeatureTiles';

export const meta = () => routeMeta('/sobre');

/** Text and links only: the page ships no JavaScript. */
export const handle = { mode: 'plain' } satisfies PageHandle;

const valueIcons = [ShieldIcon, UsersIcon, BoltIcon, AwardIcon] as const;

/** About: history, numbers, values, mission / vision / commitment. */
export default function About() {
  const purpose = [aboutPage.mission, aboutPage.vision, aboutPage.commitment];
  return (
    <>
      <PageHero title={aboutPage.title} subtitle={pageMeta['/sobre'].description} />

      <Section aria-labelledby="historia-titulo" spacing="large">
        <Container width="narrow">
          <Stack space="md">
            <Heading level={2} id="historia-titulo">
              {aboutPage.history.title}
            </Heading>
            {aboutPage.history.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="large">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Container>
      </Section>

      <TitledSection headingId="numeros-titulo" title={aboutPage.numbersTitle} background="subtle">
        <Tiles as="dl" columns={{ base: 1, tablet: 2, wide: 4 }} space="lg">
          {aboutPage.numbers.map((stat) => (
            <Card key={stat.label} elevation="raised">
              <dt>
                <Text as="span" tone="muted" size="large">
                  {stat.label}
                </Text>
              </dt>
              <dd className={statValue}>
                {/* `mais de 1.000`: the claim in the words every page says it in. */}
                {'prefix' in stat && stat.prefix ? <span className={statPrefix}>{stat.prefix} </span> : null}
                {stat.value}
              </dd>
            </Card>
          ))}
        </Tiles>
      </TitledSection>

      <FeatureSection headingId="valores-titulo" title={aboutPage.valuesTitle} items={aboutPage.values} wide={4} icons={valueIcons} />

      <FeatureSection headingId="proposito-titulo" title={aboutPage.purposeTitle} background="subtle" items={purpose} wide={3} elevation="raised" />

      <ContactCallToAction origin="sobre-chamada" />
    </>
  );
}
