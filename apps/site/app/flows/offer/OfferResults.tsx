import {
  formatBRL,
  institutionRanking,
  monthlyRateText,
  offerCheckCopy,
  offerFlagToneLabels,
  offerPageCopy,
  toasts,
  yearlyRateText,
  type OfferAnalysis,
  type OfferComparison,
  type OfferFlagTone,
  type OfferResult,
} from '@repo/content';
import { Badge, type BadgeProps, Button, Heading, Notice, Stack, Text } from '@repo/ui';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Facts, type Fact } from '../../components/Facts';
import MarketRateBlock from '../../components/MarketRateBlock';
import { keepTogether } from '../../components/KeepTogether';
import { NewTabLink } from '../../components/NewTabLink';
import { HandoffWarning } from '../../fraud-warning/HandoffWarning';
import { BlockedNotice } from '../shared/BlockedNotice';
import * as styles from './OfferCheck.css';

const labels = offerCheckCopy.labels;
const parts = offerPageCopy.resultParts;

/** A flag's tone as a badge's colour. */
const badgeTones: Record<OfferFlagTone, BadgeProps['tone']> = { alerta: 'critical', atencao: 'warning', informacao: 'info' };

type OfferResultsProps = {
  result: OfferResult;
  /** A figure of the form changed since the check: the results no longer say what it holds. */
  changed: boolean;
  /** The last hand-off to WhatsApp: whether its tab was blocked, whether the visitor is back from it. */
  sent: { url: string; blocked: boolean; attempt: number; returned: boolean } | null;
  onBetterOffer: () => void;
  /** The heading, which takes focus once checked. */
  ref?: Ref<HTMLHeadingElement>;
};

/**
 * What the proposal really costs (issue 51 §2), each part under its heading: the true rate and CET
 * beside the stated ones, what is paid, what each cost weighs over the term, the market's and the
 * institution's averages, the flags with their basis; then 'Quero uma proposta melhor'. Or, when
 * the figures make no loan, why. The ref is the heading's, which takes focus once checked.
 */
export function OfferResults({ result, changed, sent, onBetterOffer, ref }: OfferResultsProps) {
  const blockedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent?.blocked) blockedRef.current?.focus();
  }, [sent]);
  return (
    <section aria-labelledby="proposta-resultado-titulo" className={styles.results}>
      <Stack space="lg">
        <Heading level={2} id="proposta-resultado-titulo" ref={ref} tabIndex={-1}>
          {offerCheckCopy.resultTitle}
        </Heading>
        {changed ? <Notice tone="warning" title={offerPageCopy.changedSinceCheck} /> : null}
        {result.ok ? (
          <Analysis analysis={result.analysis} />
        ) : (
          <Notice tone="critical">
            <Text>{result.message}</Text>
          </Notice>
        )}
        {result.ok ? (
          <section aria-labelledby="proposta-melhor-titulo" className={styles.betterOffer}>
            <Stack space="md">
              <Heading level={3} size="small" id="proposta-melhor-titulo">
                {offerPageCopy.betterOffer.title}
              </Heading>
              <Text>{offerPageCopy.betterOffer.text}</Text>
              {/* Before the press hands the visitor over to WhatsApp. */}
              <HandoffWarning />
              {sent?.blocked ? <BlockedNotice key={sent.attempt} ref={blockedRef} url={sent.url} /> : null}
              {sent?.returned ? (
                <Notice tone="success" announce="polite" title={toasts.contactSent.title}>
                  <Text size="small">{toasts.contactSent.description}</Text>
                </Notice>
              ) : null}
              <div>
                <Button type="button" variant="solid" tone="whatsapp" onClick={onBetterOffer}>
                  {offerPageCopy.betterOffer.label}
                </Button>
              </div>
            </Stack>
          </section>
        ) : null}
      </Stack>
    </section>
  );
}

/** One part of the results: its heading and what it says. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack space="sm">
        <Heading level={3} size="small" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** A sentence of the results; its figures never wrap. */
const Sentence = ({ children, muted = false }: { children: string; muted?: boolean }) => (
  <Text size={muted ? 'small' : undefined} tone={muted ? 'muted' : undefined}>
    {keepTogether(children)}
  </Text>
);

/** Where a figure comes from (a sentence of its own), and its link. */
function Source({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <Text size="small" tone="muted">
      {keepTogether(`${text}.`)}{' '}
      <NewTabLink href={href}>{label}</NewTabLink>
    </Text>
  );
}

const comparisonText = (comparison: OfferComparison | null) => (comparison === null ? null : <Sentence>{comparison.text}</Sentence>);

function Analysis({ analysis }: { analysis: OfferAnalysis }) {
  const { comparisons, market, institution } = analysis;
  const rates: Fact[] = [
    { label: labels.rate, value: analysis.rate.text },
    ...(comparisons.rate ? [{ label: labels.statedRate, value: monthlyRateText(comparisons.rate.reference) }] : []),
    { label: labels.cet, value: analysis.cet.text },
    ...(comparisons.cet ? [{ label: labels.statedCet, value: yearlyRateText(comparisons.cet.reference) }] : []),
  ];
  const totals: Fact[] = [
    { label: labels.financed, value: formatBRL(analysis.financed) },
    { label: labels.released, value: formatBRL(analysis.released) },
    { label: labels.iof, value: formatBRL(analysis.iof) },
    ...(analysis.upfront > 0 ? [{ label: labels.upfront, value: formatBRL(analysis.upfront) }] : []),
    { label: labels.totalInstallments, value: formatBRL(analysis.totalInstallments) },
    { label: labels.totalPaid, value: formatBRL(analysis.totalPaid) },
    { label: labels.creditCost, value: formatBRL(analysis.creditCost) },
  ];
  return (
    <>
      <Part id="proposta-taxas" title={parts.rates}>
        <Facts items={rates} divided />
        {comparisonText(comparisons.rate)}
        {comparisonText(comparisons.cet)}
        <Sentence muted>{offerCheckCopy.cetMethod}</Sentence>
      </Part>
      <Part id="proposta-totais" title={parts.totals}>
        <Facts items={totals} divided />
        {analysis.iofComputed ? <Sentence muted>{offerPageCopy.iofComputedLabel}</Sentence> : null}
      </Part>
      <Part id="proposta-custos" title={parts.costs}>
        <ul role="list" className={styles.list}>
          {analysis.costs.map((cost) => (
            <li key={cost.id}>{keepTogether(cost.text)}</li>
          ))}
        </ul>
      </Part>
      <Part id="proposta-mercado" title={parts.market}>
        <Sentence>{market.comparison.text}</Sentence>
        {/* The latest month, what the series covers, its source, and its 24 months drawn (a table for screen readers). */}
        <MarketRateBlock />
        <Sentence muted>{market.note}</Sentence>
      </Part>
      {institution ? (
        <Part id="proposta-instituicao" title={parts.institution}>
          <Sentence>{institution.line}</Sentence>
          <Sentence>{institution.comparison.text}</Sentence>
          <Sentence muted>{institution.notAnOffer}</Sentence>
          <Source text={institution.source} href={institution.sourceUrl} label={institutionRanking.sourceLinkLabel} />
        </Part>
      ) : null}
      <Part id="proposta-alertas" title={parts.flags}>
        {analysis.flags.length === 0 ? (
          <Text>{offerCheckCopy.noFlags}</Text>
        ) : (
          <ul role="list" className={styles.flags}>
            {analysis.flags.map((flag) => (
              <li key={flag.id} className={styles.flag}>
                <Stack space="xs">
                  <p className={styles.flagTitle}>
                    <Badge tone={badgeTones[flag.tone]}>{offerFlagToneLabels[flag.tone]}</Badge> <strong>{flag.title}</strong>
                  </p>
                  <Text>{keepTogether(flag.text)}</Text>
                  <Text size="small" tone="muted">
                    {offerPageCopy.basisLabel} {flag.basis}
                  </Text>
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Sentence muted>{analysis.disclaimer}</Sentence>
    </>
  );
}
