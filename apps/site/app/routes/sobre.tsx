import { aboutPage, pageMeta } from '@repo/content';
import { Card, Container, Heading, Section, Stack, Text } from '@repo/ui';
import { ContactCallToAction } from '../components/ContactCallToAction';
import { grid, statValue } from '../components/components.css';
import { AwardIcon, BoltIcon, ShieldIcon, UsersIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { routeMeta } from '../seo';
import { FeatureCard } from '../components/FeatureCard';
import { TitledSection } from '../components/TitledSection';

export const meta = () => routeMeta('/sobre');

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
        <dl className={grid({ columns: 4 })}>
          {aboutPage.numbers.map((stat) => (
            <Card key={stat.label} elevation="raised">
              <dt>
                <Text as="span" tone="muted" size="large">
                  {stat.label}
                </Text>
              </dt>
              <dd className={statValue}>{stat.value}</dd>
            </Card>
          ))}
        </dl>
      </TitledSection>

      <TitledSection headingId="valores-titulo" title={aboutPage.valuesTitle}>
        <ul className={grid({ columns: 4 })} role="list">
          {aboutPage.values.map((value, index) => {
            const Icon = valueIcons[index % valueIcons.length]!;
            return (
              <FeatureCard as="li" key={value.title} icon={Icon} title={value.title} description={value.description} />
            );
          })}
        </ul>
      </TitledSection>

      <TitledSection headingId="proposito-titulo" title={aboutPage.purposeTitle} background="subtle">
        <ul className={grid({ columns: 3 })} role="list">
          {purpose.map((item) => (
            <Card as="li" key={item.title} elevation="raised">
              <Heading level={3} size="medium">
                {item.title}
              </Heading>
              <Text tone="muted">{item.description}</Text>
            </Card>
          ))}
        </ul>
      </TitledSection>

      <ContactCallToAction />
    </>
  );
}
