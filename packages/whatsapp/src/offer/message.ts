/**
 * 'Quero uma proposta melhor' (issue 51): the WhatsApp message the offer check prepares, in the
 * visitor's voice: the proposal as typed, what the check computed (the true rate, the CET, the
 * total, the market's and the institution's averages) and the flags' titles, then its origin line
 * (`Origem: conferência de proposta`). Its words are content's `offerMessageCopy`; its figures the
 * analysis' (`analyseOffer`), so the message says what the page showed.
 */
import {
  analyseOffer,
  broker,
  formatBRL,
  monthlyRateText,
  offerBounds,
  offerMessageCopy,
  yearlyRateText,
  type OfferAnalysis,
  type OfferInput,
} from '@repo/content';
import { cutToLength } from '../format';
import { toWhatsAppMessage, type WhatsAppMessage } from '../whatsapp-message';
import { withOrigin } from '../origin';

const line = (label: string, value: string) => `${label}: ${value}`;

/** The proposal as the visitor typed it, one line a figure (the costs by their names, none of zero). */
function offerLines(input: OfferInput, analysis: OfferAnalysis): string[] {
  const lines = [
    line(offerMessageCopy.amount[input.amountKind], formatBRL(input.amount)),
    line(offerMessageCopy.installments, offerMessageCopy.installmentsValue(input.installments, input.installment)),
    line(
      offerMessageCopy.firstDue,
      [offerMessageCopy.firstDueValue(analysis.firstDueDays), ...(input.firstDueDays == null ? [offerMessageCopy.firstDueAssumed] : [])].join(' '),
    ),
  ];
  if (analysis.institution !== null) lines.unshift(line(offerMessageCopy.institution, analysis.institution.name));
  if (analysis.comparisons.rate !== null) lines.push(line(offerMessageCopy.statedRate, monthlyRateText(analysis.comparisons.rate.reference)));
  if (analysis.comparisons.cet !== null) lines.push(line(offerMessageCopy.statedCet, yearlyRateText(analysis.comparisons.cet.reference)));
  for (const cost of analysis.costs) {
    const notes = [
      cost.id === 'iof' && analysis.iofComputed ? offerMessageCopy.iofComputed : null,
      cost.financed ? null : offerMessageCopy.paidAtSigning,
      cost.id === 'seguro' && input.insuranceChoice ? offerMessageCopy.insuranceChoice[input.insuranceChoice] : null,
    ].filter((note) => note !== null);
    lines.push(line(cost.name, [formatBRL(cost.amount), ...notes].join(' ')));
  }
  return lines;
}

/** What the check computed: the true rate, the CET, the total, and the averages beside them. */
function checkLines(analysis: OfferAnalysis): string[] {
  const lines = [
    line(offerMessageCopy.rate, analysis.rate.text),
    line(offerMessageCopy.cet, analysis.cet.text),
    line(offerMessageCopy.totalPaid, formatBRL(analysis.totalPaid)),
    line(offerMessageCopy.market(analysis.market.monthLabel), offerMessageCopy.marketValue(analysis.market.rate)),
  ];
  if (analysis.institution !== null) {
    lines.push(
      line(offerMessageCopy.institutionAverage, offerMessageCopy.institutionAverageValue(analysis.institution.monthly / 100, analysis.institution.positionLabel)),
    );
  }
  return lines;
}

/**
 * The message for a proposal, or null when its figures make no loan (`analyseOffer` says why):
 * the greeting, the proposal, the check and the flags (titles only), and the origin line (with the
 * visit's campaign, if any). Within 2,000 characters (`MAX_MESSAGE_LENGTH`) whatever it is given: every part is
 * bounded (figures by their fields' ranges, the institution by the Banco Central's list, the
 * campaign by its own bound), the one free text, what the products are, by the form's `maxLength`,
 * cut here too; a test builds the longest.
 */
export function offerCheckMessage(input: OfferInput, campaign?: string | null): string | null {
  const bounded = { ...input, bundledName: input.bundledName ? cutToLength(input.bundledName.trim(), offerBounds.bundledNameMaxLength) : null };
  const result = analyseOffer(bounded);
  if (!result.ok) return null;
  const { analysis } = result;
  const sections = [
    [offerMessageCopy.greeting],
    [offerMessageCopy.offerTitle, ...offerLines(bounded, analysis)],
    [offerMessageCopy.checkTitle, ...checkLines(analysis)],
    ...(analysis.flags.length === 0 ? [] : [[offerMessageCopy.flagsTitle, ...analysis.flags.map((flag) => `- ${flag.title}`)]]),
  ];
  return withOrigin(sections.map((section) => section.join('\n')).join('\n\n'), { origin: 'conferencia-proposta' }, campaign);
}

/**
 * The message and its wa.me link, to the broker's WhatsApp unless `number` is given; null when
 * the figures make no loan. Open it inside the press's handler (see the README).
 */
export function offerCheckWhatsApp(
  input: OfferInput,
  number: string = broker.whatsapp.international,
  campaign?: string | null,
): WhatsAppMessage | null {
  const text = offerCheckMessage(input, campaign);
  return text === null ? null : toWhatsAppMessage(text, number);
}
