import { broker, fraudWarning, homePage, services, type PhoneNumber } from '@repo/content';
import { Button, Container, Dialog, Heading, Inline, Link, Stack, Text, Tiles, VisuallyHidden } from '@repo/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ContactCallToAction } from '../components/ContactCallToAction';
import { PhoneLink } from '../components/PhoneLink';
import { RateExamples } from '../components/RateExample';
import { ArrowRightIcon, AwardIcon, BankIcon, BoltIcon, CarIcon, PercentIcon, ShieldIcon, TruckIcon } from '../components/icons';
import { routeMeta } from '../seo';
import { FeatureCard } from '../components/FeatureCard';
import { HeroSection } from '../components/PageHero';
import { SectionIntro, TitledSection } from '../components/TitledSection';

export const meta = () => routeMeta('/home');

const highlightIcons = [AwardIcon, ShieldIcon, BoltIcon, PercentIcon] as const;
const serviceIcons = [CarIcon, TruckIcon, BankIcon] as const;

/**
 * The fraud warning: opens `fraudWarning.delayMs` after the page is ready, once per visit; closed
 * by 'Entendi', the close button or Esc. Focus then returns to what the visitor was on, or to the
 * page's `h1`.
 * (Radix Dialog is imported only by this route module, to keep it out of the other pages' bundles.)
 */
/**
 * Where the visit keeps that the warning was read: sessionStorage, never a cookie (nothing about
 * the visitor leaves the tab), so it opens once per visit and again in a new one.
 */
const SEEN_KEY = 'alerta-fraude:lido';

/** The broker's phones the warning names, each a `tel:` link that never breaks inside the number. */
const warningPhones: readonly PhoneNumber[] = [broker.whatsapp, broker.phones.main];

function withPhoneLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [text];
  for (const phone of warningPhones) {
    for (let index = parts.length - 1; index >= 0; index -= 1) {
      const part = parts[index];
      if (typeof part !== 'string' || !part.includes(phone.display)) continue;
      const [before, ...after] = part.split(phone.display);
      parts.splice(index, 1, before, <PhoneLink key={`${phone.e164}-${index}`} phone={phone} />, after.join(phone.display));
    }
  }
  return parts.filter((part) => part !== '');
}

function readSeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the warning may open again, nothing else is lost.
  }
}

function FraudWarningDialog() {
  const [open, setOpen] = useState(false);
  const focusBeforeOpen = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (readSeen()) return;
    const timer = window.setTimeout(() => {
      focusBeforeOpen.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    }, fraudWarning.delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) markSeen();
        setOpen(next);
      }}
    >
      <Dialog.Content
        closeLabel={fraudWarning.closeLabel}
        onCloseAutoFocus={(event) => {
          // There is no trigger to return to: go back to where the visitor was, else to the h1.
          event.preventDefault();
          const previous = focusBeforeOpen.current;
          const target =
            previous && previous !== document.body && previous.isConnected
              ? previous
              : document.querySelector<HTMLElement>('main h1');
          if (!target) return;
          if (target.tagName === 'H1') target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }}
      >
        <Dialog.Title>{fraudWarning.title}</Dialog.Title>
        <Dialog.Description asChild>
          <div>
            <Stack space="sm">
              {fraudWarning.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{withPhoneLinks(paragraph)}</Text>
              ))}
              <Text>
                <Link asChild underline="always">
                  <RouterLink to="/canais-oficiais">{fraudWarning.checkLink}</RouterLink>
                </Link>
              </Text>
            </Stack>
          </div>
        </Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>{fraudWarning.confirmLabel}</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export default function Home() {
  return (
    <>
      <FraudWarningDialog />

      <HeroSection>
        <Container>
          <SectionIntro space="lg">
            <Heading level={1} align="center">
              {homePage.hero.title}
            </Heading>
            <Text size="large" tone="muted" align="center">
              {homePage.hero.subtitle}
            </Text>
            <Inline space="md" justify="center" collapseBelow="tablet">
              <Button asChild size="large" icon={<ArrowRightIcon />} iconPosition="end">
                <RouterLink to="/servicos">{homePage.hero.servicesLabel}</RouterLink>
              </Button>
              <Button asChild size="large" variant="outline">
                <RouterLink to="/sobre">{homePage.hero.aboutLabel}</RouterLink>
              </Button>
            </Inline>
          </SectionIntro>
        </Container>
      </HeroSection>

      <TitledSection headingId="destaques-titulo" title={homePage.highlightsTitle}>
        <Tiles as="ul" role="list" columns={{ base: 1, tablet: 2, wide: 4 }} space="lg">
          {homePage.highlights.map((highlight, index) => {
            const Icon = highlightIcons[index % highlightIcons.length]!;
            return (
              <FeatureCard as="li" key={highlight.title} icon={Icon} title={highlight.title} description={highlight.description}>
                <RateExamples texts={[highlight.description]} marketRate="full" />
              </FeatureCard>
            );
          })}
        </Tiles>
      </TitledSection>

      <TitledSection headingId="servicos-titulo" title={homePage.servicesSection.title} background="subtle">
        <Tiles as="ul" role="list" columns={{ base: 1, tablet: 2, wide: 3 }} space="lg">
          {services.map((service, index) => {
            const Icon = serviceIcons[index % serviceIcons.length]!;
            return (
              <FeatureCard
                as="li"
                key={service.id}
                elevation="raised"
                icon={Icon}
                title={service.title}
                description={service.description}
                actions={
                  <Button asChild variant="outline" icon={<ArrowRightIcon />} iconPosition="end">
                    <RouterLink to="/servicos">
                      {homePage.servicesSection.linkLabel}
                      <VisuallyHidden>({service.title})</VisuallyHidden>
                    </RouterLink>
                  </Button>
                }
              />
            );
          })}
        </Tiles>
      </TitledSection>

      <ContactCallToAction origin="home-chamada" />
    </>
  );
}
