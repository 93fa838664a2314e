import { brokerProfile } from './broker';
import type { DurationRange } from './brokers/profile';

// A module of its own, apart from the rest of the process (`process.ts`: steps, documents, FAQ),
// which only /como-funciona shows: the services' copy, on most pages, quotes the loan's release
// time, and a module reached from every page is loaded by every page.

/** A duration range of one process stage. */
export type ProcessTime = {
  readonly min: number;
  readonly max: number;
  readonly unit: 'hours' | 'businessDays';
  /** `2 a 24 horas`, `1 a 3 dias úteis`, `48 horas`. */
  readonly label: string;
  /** How long, after a verb (`leva …`): `de 2 a 24 horas`, or `até 48 horas` when min is max. */
  readonly span: string;
  /** When, after a noun (`Liberação …`): `de 24 a 48 horas`, or `em até 48 horas` when min is max. */
  readonly within: string;
};

const unitLabels = { hours: 'horas', businessDays: 'dias úteis' } as const;

/** Builds a {@link ProcessTime}; a single value when min equals max. */
export function processTime({ min, max }: DurationRange, unit: ProcessTime['unit']): ProcessTime {
  const amount = min === max ? `${max}` : `${min} a ${max}`;
  const label = `${amount} ${unitLabels[unit]}`;
  return { min, max, unit, label, span: min === max ? `até ${label}` : `de ${label}`, within: min === max ? `em até ${label}` : `de ${label}` };
}

const times = brokerProfile.processTimes;
const securedLoan = brokerProfile.products['emprestimo-com-garantia'];

/** How long each stage takes (`prazos` of the broker's file; the loan's release, `produtos.emprestimo`). */
export const processTimes = {
  creditAnalysis: processTime(times.creditAnalysis, 'hours'),
  finalApproval: processTime(times.finalApproval, 'businessDays'),
  release: processTime(times.release, 'businessDays'),
  /** Null when the broker does not offer the secured loan. */
  securedLoanRelease: securedLoan ? processTime(securedLoan.releaseHours, 'hours') : null,
} as const;
