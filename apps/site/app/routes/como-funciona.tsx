import { faq, howItWorksPage, processSteps, processTimeLines, requiredDocuments, startProcessLabel } from '@repo/content';
import { Card, Heading, Inline, Stack, Text, Tiles, illustrationSteps } from '@repo/ui';
import { CallToAction } from '../components/CallToAction';
import { PageSymbols } from '../components/PageSymbols';
import { SiteIllustration } from '../components/SiteIllustration';
import { Facts } from '../components/Facts';
import { IconBadge } from '../components/IconBadge';
import { IconList } from '../components/IconList';
import { ArrowRightIcon, ClockIcon, DocumentIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { routeMeta } from '../seo';
import { faqAnswer, faqChevron, faqItem, faqQuestion, stepCard, stepNumber } from './como-funciona.css';
import { FeatureCard } from '../components/FeatureCard';
import type { PageHandle } from '../page-start';
import { HeadedSection, TitledSection } from '../components/TitledSection';
import { SplitSection } from '../components/SplitSection';

export const meta = () => routeMeta('/como-funciona');

/** Text and links only: the page ships no JavaScript. */
export const handle = { mode: 'plain' } satisfies PageHandle;

/** How it works: five steps, documents, process times, FAQ and a call to start. */
export default function HowItWorks() {
  return (
    <PageSymbols>
      <PageHero title={howItWorksPage.title} subtitle={howItWorksPage.subtitle} />

      <TitledSection headingId="passos-titulo" title={howItWorksPage.stepsTitle}>
        <Tiles as="ol" columns={{ base: 1, tablet: 2, wide: 5 }} space="md">
          {processSteps.map((step, index) => (
            <li key={step.number} className={stepCard}>
              {/* What happens in the step, drawn; its heading says it in words. */}
              <SiteIllustration name={illustrationSteps[index]!} width={96} />
              <span className={stepNumber} aria-hidden="true">
                {step.number}
              </span>
              <Heading level={3} size="medium">
                {step.title}
              </Heading>
              <Text tone="muted">{step.description}</Text>
            </li>
          ))}
        </Tiles>
      </TitledSection>

      <SplitSection
        headingId="documentos-titulo"
        main={
          <Stack space="lg">
            <Inline space="md" justify="between" align="center">
              <Heading level={2} id="documentos-titulo">
                {howItWorksPage.documentsTitle}
              </Heading>
              <SiteIllustration name="documents" width={112} />
            </Inline>
            <Tiles columns={{ base: 1, tablet: 2 }} space="lg">
              {[requiredDocuments.fisica, requiredDocuments.juridica].map((list) => (
                <FeatureCard key={list.title} elevation="raised" icon={DocumentIcon} title={list.title}>
                  <IconList items={list.items} />
                </FeatureCard>
              ))}
            </Tiles>
          </Stack>
        }
        aside={
          <Stack space="lg">
            <Heading level={2} id="prazos-titulo">
              {howItWorksPage.timesTitle}
            </Heading>
            <Card elevation="raised">
              <IconBadge icon={ClockIcon} />
              <Facts divided items={processTimeLines.map((line) => ({ label: line.title, value: line.value }))} />
            </Card>
          </Stack>
        }
      />

      <HeadedSection headingId="faq-titulo" title={howItWorksPage.faqTitle} align="center" width="narrow">
        {/* Native disclosures: keyboard and screen-reader support built in, and they work before hydration. */}
        <Stack as="ul" space="xs" role="list">
          {faq.map((entry) => (
            <li key={entry.question}>
              <details className={faqItem}>
                <summary className={faqQuestion}>
                  {entry.question}
                  <ArrowRightIcon className={faqChevron} />
                </summary>
                <Text className={faqAnswer} tone="muted">
                  {entry.answer}
                </Text>
              </details>
            </li>
          ))}
        </Stack>
      </HeadedSection>

      <CallToAction title={howItWorksPage.startProcess.title} description={howItWorksPage.startProcess.description}>
        <WhatsAppButton size="large" origin="como-funciona" text={howItWorksPage.startProcess.message}>
          {startProcessLabel}
        </WhatsAppButton>
      </CallToAction>
    </PageSymbols>
  );
}
