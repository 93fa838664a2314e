/**
 * The forms' rules beyond presence, one set for the landing simulator, the wizard and the contact
 * form (issue 24; SPEC §5 checks presence only, and its toasts for missing answers stay): each
 * failure is a Portuguese message for its field, and nothing typed is touched. An empty answer is
 * never a rule's business (presence says it). A module of its own (`@repo/whatsapp/rules`, with
 * its copy in content's `field-rules.ts`), which the forms fetch once they have hydrated: no page
 * pays for it up front, not even those that only share the forms' chunk (`/home`'s dialog).
 */
import { run as suggestEmail } from '@zootools/email-spell-checker';
import {
  commonEmailDomains,
  commonEmailTopLevelDomains,
  fieldHelp,
  fieldRuleMessages,
  financingFromVehicleValue,
  formatBRL,
  guidanceHints,
  maxLoanForVehicle,
  maxRemainingInstallments,
  minDownPaymentRatio,
  minVehicleValue,
  oldestVehicleYear,
  parseBRL,
  productLoanToValue,
  refinancingFromVehicleValue,
  securedLoanAmountError,
  vehicleValueCopy,
  vehicleValueRanges,
  type AmountRange,
  type VehicleKindId,
} from '@repo/content';
import { isValidCNPJ, isValidCPF, parseCNPJ, parseCPF, parsePhoneDigits, parsePlate } from './format';
import type { ContactForm } from './messages';
import type { RequestDraft, RequestSection, RequestTextField } from './request';

/**
 * The answers the step-2 rules read: the product and any of its fields (the landing simulator has
 * a few of them only; an absent field reads as empty).
 */
export type DetailsAnswers = Pick<RequestDraft, 'product'> & Partial<Omit<RequestDraft, 'product'>>;

/** An answer that breaks a rule, with the message to show at its field. */
export type FieldIssue<Field extends string = RequestTextField> = { readonly field: Field; readonly message: string };

const filled = (value: string) => value.trim() !== '';

/** A CPF's rule: 11 digits whose check digits agree; 14 are a company's CNPJ, said so. */
function cpfMessage(value: string): string | null {
  if (holdsCnpj(value)) return fieldHelp.cpfHoldsCnpj;
  if (parseCPF(value).length !== 11) return fieldRuleMessages.cpfIncomplete;
  return isValidCPF(value) ? null : fieldRuleMessages.cpfInvalid;
}

/** A CNPJ's rule: 14 characters (letters allowed in the first 12) whose check digits agree. */
function cnpjMessage(value: string): string | null {
  if (parseCNPJ(value).length !== 14) return fieldRuleMessages.cnpjIncomplete;
  return isValidCNPJ(value) ? null : fieldRuleMessages.cnpjInvalid;
}

/** True when a CPF field holds a CNPJ's 14 characters (pasted or typed into the wrong one). */
export function holdsCnpj(value: string): boolean {
  return parseCNPJ(value).length === 14;
}

/**
 * The address the visitor probably meant when its domain is a typo of a common one
 * (`maria@gmail.con` → `maria@gmail.com`), else null: offered at the field, never a rule.
 */
export function emailSuggestion(value: string): string | null {
  if (!isEmail(value)) return null;
  const suggestion = suggestEmail({
    email: value.trim(),
    domains: [...commonEmailDomains],
    topLevelDomains: [...commonEmailTopLevelDomains],
    secondLevelDomains: [...new Set(commonEmailDomains.map((domain) => domain.split('.')[0]!))],
  });
  return suggestion && suggestion.full !== value.trim() ? suggestion.full : null;
}

/** A person's name: at least two words holding a letter (`Maria Silva`, not `M` nor `Maria`). */
export function isFullName(value: string): boolean {
  return value.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2;
}

/**
 * An e-mail address as a mail server takes it: one `@`, something before, a domain of at least two
 * labels after, no spaces (`maria@` and `maria@exemplo` fail).
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/**
 * A Brazilian phone with its DDD, however written (`+55 66 99876-5432`, `066 99876-5432`): 10
 * digits (a landline, whose number starts with 2 to 5) or 11 (a mobile, whose number starts with
 * 9); a DDD has no 0 (11–99).
 */
export function isBrazilianPhone(value: string): boolean {
  const digits = parsePhoneDigits(value);
  if (!/^[1-9]{2}/.test(digits)) return false;
  return (digits.length === 10 && /[2-5]/.test(digits[2]!)) || (digits.length === 11 && digits[2] === '9');
}

/** The rules of step 1 (personal data), in display order. */
export function personalIssues(draft: RequestDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: RequestTextField, message: string | null) => {
    if (message !== null && filled(draft[field])) issues.push({ field, message });
  };
  if (draft.personType === 'fisica') add('cpf', cpfMessage(draft.cpf));
  else add('cnpj', cnpjMessage(draft.cnpj));
  // A razão social may be one word; a person's name has a surname, and so has a company's contact person.
  if (draft.personType === 'fisica') add('fullName', isFullName(draft.fullName) ? null : fieldRuleMessages.fullName);
  else add('contactName', isFullName(draft.contactName) ? null : fieldRuleMessages.fullName);
  add('email', isEmail(draft.email) ? null : fieldRuleMessages.email);
  add('phone', isBrazilianPhone(draft.phone) ? null : fieldRuleMessages.phone);
  return issues;
}

/** The range a vehicle's value must be in: its kind's, or the widest without one. */
export function vehicleValueRange(kind: VehicleKindId | ''): AmountRange {
  if (kind !== '') return vehicleValueRanges[kind];
  const ranges = Object.values(vehicleValueRanges);
  return { min: Math.min(...ranges.map((range) => range.min)), max: Math.max(...ranges.map((range) => range.max)) };
}

/** Step 2's answers left empty (no kind of vehicle chosen). */
const emptyDetails = {
  vehicleType: '',
  vehicleMakeModel: '',
  vehicleYear: '',
  vehiclePlate: '',
  vehiclePrice: '',
  vehicleFipe: '',
  downPayment: '',
  ownedVehicleType: '',
  ownedVehicleMakeModel: '',
  ownedVehicleYear: '',
  ownedVehicleValue: '',
  ownedVehicleFipe: '',
  ownedVehiclePaidOff: '',
  loanAmount: '',
  currentLender: '',
  outstandingBalance: '',
  remainingInstallments: '',
  currentInstallment: '',
  installments: '',
} as const satisfies Omit<RequestDraft, 'product' | 'personType' | 'cpf' | 'cnpj' | 'fullName' | 'contactName' | 'email' | 'phone'>;

/** The newest vehicle year the forms accept: next year's models are on sale. */
export function newestVehicleYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

function yearMessage(value: string, now: Date): string | null {
  const year = Number(value.trim());
  const newest = newestVehicleYear(now);
  return /^\d{4}$/.test(value.trim()) && year >= oldestVehicleYear && year <= newest ? null : fieldRuleMessages.year(newest);
}

function vehicleValueMessage(value: number | null, kind: VehicleKindId | ''): string | null {
  if (value === null) return fieldRuleMessages.notAnAmount;
  const range = vehicleValueRange(kind);
  return value >= range.min && value <= range.max ? null : fieldRuleMessages.vehicleValue(range, kind);
}

/** What is still owed on a vehicle: a positive amount, not above the vehicle's (plausible) value. */
function balanceMessage(balance: number | null, value: number | null, valueMessage: string | null): string | null {
  if (balance === null) return fieldRuleMessages.notAnAmount;
  if (!(balance > 0)) return fieldRuleMessages.positive;
  return value !== null && valueMessage === null && balance > value ? fieldRuleMessages.balanceAboveVehicle(value) : null;
}

/**
 * What a vehicle of `value` reais backs for a secured loan: the broker's share of its value, less
 * what is still owed on it (`balance`, null when paid off), never below zero.
 */
function securedLoanGuarantee(value: number, balance: number | null, loanToValue: number) {
  if (balance === null || !(balance > 0)) {
    const maxLoan = maxLoanForVehicle(value, loanToValue);
    return { maxLoan, balance: null, available: maxLoan, coversBalance: true };
  }
  const { maxLoan, available, coversBalance } = refinancingFromVehicleValue(value, balance, loanToValue);
  return { maxLoan, balance, available, coversBalance };
}

/** The installments left of a financing: a whole number from 1 to {@link maxRemainingInstallments}. */
function remainingInstallmentsMessage(value: string): string | null {
  const count = Number(value.trim());
  return /^\d+$/.test(value.trim()) && count >= 1 && count <= maxRemainingInstallments ? null : fieldRuleMessages.remainingInstallments;
}

/**
 * The rules of a product's step 2, in its display order: years from 1950 to next year; a plate
 * Mercosul's or the old format, in any case, hyphen or not (`parsePlate`); a vehicle's
 * value within its kind's plausible range; the down payment below the price; the secured loan
 * within its range and not above what the vehicle backs (the broker's loan-to-value share of its
 * value); the refinancing balance not above the vehicle's value, the installments left a whole
 * number from 1 to 120, and the current installment below the balance. Only the chosen product's
 * fields.
 */
export function detailsIssues(answers: DetailsAnswers, now: Date = new Date()): FieldIssue[] {
  const draft = { ...emptyDetails, ...answers };
  const amount = (field: keyof typeof emptyDetails) => (filled(draft[field]) ? parseBRL(draft[field]) : null);
  const messages: Partial<Record<keyof typeof emptyDetails, string | null>> = {};
  switch (draft.product) {
    case 'financiamento': {
      // Each product's rules folded at build (`BROKER_OFFERS`): none of a product not offered ships.
      if (!BROKER_OFFERS.financing) break;
      const price = amount('vehiclePrice');
      const downPayment = amount('downPayment');
      messages.vehiclePrice = vehicleValueMessage(price, draft.vehicleType);
      messages.vehicleYear = yearMessage(draft.vehicleYear, now);
      messages.vehiclePlate = parsePlate(draft.vehiclePlate) === null ? fieldRuleMessages.plate : null;
      messages.downPayment =
        downPayment === null ? fieldRuleMessages.notAnAmount : price !== null && downPayment >= price ? fieldRuleMessages.downPayment : null;
      break;
    }
    case 'emprestimo-com-garantia': {
      if (!BROKER_OFFERS.securedLoan) break;
      const loan = amount('loanAmount');
      const value = amount('ownedVehicleValue');
      const valueMessage = vehicleValueMessage(value, draft.ownedVehicleType);
      const loanToValue = productLoanToValue('emprestimo-com-garantia') ?? 1;
      // A vehicle not paid off backs what is left once its balance is paid.
      const balance = draft.ownedVehiclePaidOff === 'nao' ? amount('outstandingBalance') : null;
      const guarantee = value !== null && valueMessage === null ? securedLoanGuarantee(value, balance, loanToValue) : null;
      messages.loanAmount =
        loan === null
          ? fieldRuleMessages.notAnAmount
          : (securedLoanAmountError(loan) ??
            (value !== null && guarantee !== null && loan > guarantee.available
              ? guarantee.balance === null
                ? fieldRuleMessages.loanAboveGuarantee(value, guarantee.maxLoan, loanToValue)
                : fieldRuleMessages.loanAboveGuaranteeLessBalance(guarantee.balance, guarantee.available)
              : null));
      messages.ownedVehicleYear = yearMessage(draft.ownedVehicleYear, now);
      messages.ownedVehicleValue = valueMessage;
      if (draft.ownedVehiclePaidOff === 'nao') messages.outstandingBalance = balanceMessage(balance, value, valueMessage);
      break;
    }
    case 'refinanciamento': {
      if (!BROKER_OFFERS.refinancing) break;
      const value = amount('ownedVehicleValue');
      const balance = amount('outstandingBalance');
      const installment = amount('currentInstallment');
      const valueMessage = vehicleValueMessage(value, draft.ownedVehicleType);
      messages.ownedVehicleYear = yearMessage(draft.ownedVehicleYear, now);
      messages.ownedVehicleValue = valueMessage;
      messages.outstandingBalance = balanceMessage(balance, value, valueMessage);
      messages.remainingInstallments = remainingInstallmentsMessage(draft.remainingInstallments);
      messages.currentInstallment =
        installment === null
          ? fieldRuleMessages.notAnAmount
          : !(installment > 0)
            ? fieldRuleMessages.positive
            : balance !== null && balance > 0 && installment >= balance
              ? fieldRuleMessages.installmentAboveBalance
              : null;
      break;
    }
  }
  // Each product's messages are set in its display order.
  return (Object.keys(messages) as (keyof typeof emptyDetails)[]).flatMap((name) => {
    const message = messages[name];
    return message != null && filled(draft[name]) ? [{ field: name as RequestTextField, message }] : [];
  });
}

/**
 * Hints beside the financing's fields when an answer falls outside the FAQ's guidance: a price
 * below R$ 20.000, a down payment below 20% of the price. Said, never enforced (SPEC §5, §9).
 */
export function guidanceIssues(draft: DetailsAnswers): FieldIssue[] {
  if (!BROKER_OFFERS.financing || draft.product !== 'financiamento') return [];
  const price = parseBRL(draft.vehiclePrice ?? '');
  const downPayment = parseBRL(draft.downPayment ?? '');
  const hints: FieldIssue[] = [];
  if (price !== null && price > 0 && price < minVehicleValue) hints.push({ field: 'vehiclePrice', message: guidanceHints.vehiclePrice });
  const minimum = price === null ? null : Math.round(price * minDownPaymentRatio * 100) / 100;
  if (minimum !== null && downPayment !== null && price !== null && downPayment < minimum && downPayment < price) {
    hints.push({ field: 'downPayment', message: guidanceHints.downPayment(minimum) });
  }
  return hints;
}

/** A figure a vehicle's value gives its product, labelled (wizard step 2's estimate). */
export type VehicleValueFact = { readonly label: string; readonly value: string };

/** What a vehicle's value means for the chosen product: a heading, the figures and what to say beside them. */
export type VehicleValueMeaning = { readonly title: string; readonly facts: readonly VehicleValueFact[]; readonly notes: readonly string[] };

/**
 * What the vehicle's value (typed, or the FIPE table's) means for the product, from the broker's
 * data: financing, the suggested down payment (the FAQ's share) and the amount left to finance;
 * the secured loan, the most the vehicle backs (its loan-to-value share); refinancing, the value
 * against the outstanding balance and what the vehicle backs. Null until the value (and, for
 * refinancing, the balance) is a plausible amount. Always an estimate: `notes` says so.
 */
export function vehicleValueMeaning(answers: DetailsAnswers): VehicleValueMeaning | null {
  const draft = { ...emptyDetails, ...answers };
  const plausible = (field: 'vehiclePrice' | 'ownedVehicleValue', kind: VehicleKindId | '') => {
    const value = parseBRL(draft[field]);
    return value !== null && vehicleValueMessage(value, kind) === null ? value : null;
  };
  const notes = [vehicleValueCopy.estimateNotice];
  const { title } = vehicleValueCopy;
  switch (draft.product) {
    case 'financiamento': {
      if (!BROKER_OFFERS.financing) return null;
      const price = plausible('vehiclePrice', draft.vehicleType);
      if (price === null) return null;
      const { downPayment, amountFinanced } = financingFromVehicleValue(price, minDownPaymentRatio);
      return {
        title,
        facts: [
          { label: vehicleValueCopy.suggestedDownPayment(minDownPaymentRatio), value: formatBRL(downPayment) },
          { label: vehicleValueCopy.amountToFinance, value: formatBRL(amountFinanced) },
        ],
        notes,
      };
    }
    case 'emprestimo-com-garantia': {
      if (!BROKER_OFFERS.securedLoan) return null;
      const value = plausible('ownedVehicleValue', draft.ownedVehicleType);
      const loanToValue = productLoanToValue('emprestimo-com-garantia');
      if (value === null || loanToValue === null) return null;
      const owed = draft.ownedVehiclePaidOff === 'nao' ? parseBRL(draft.outstandingBalance) : null;
      const guarantee = securedLoanGuarantee(value, owed, loanToValue);
      const maxLoan = { label: vehicleValueCopy.maxLoan(loanToValue), value: formatBRL(guarantee.maxLoan) };
      if (guarantee.balance === null) return { title, facts: [maxLoan], notes };
      return {
        title,
        facts: [
          maxLoan,
          { label: vehicleValueCopy.balance, value: formatBRL(guarantee.balance) },
          { label: vehicleValueCopy.availableAfterBalance, value: formatBRL(guarantee.available) },
        ],
        notes: guarantee.coversBalance ? notes : [vehicleValueCopy.securedBalanceAboveGuarantee, ...notes],
      };
    }
    case 'refinanciamento': {
      if (!BROKER_OFFERS.refinancing) return null;
      const value = plausible('ownedVehicleValue', draft.ownedVehicleType);
      const balance = parseBRL(draft.outstandingBalance);
      const loanToValue = productLoanToValue('refinanciamento');
      if (value === null || balance === null || !(balance > 0) || loanToValue === null) return null;
      const { maxLoan, equity, coversBalance } = refinancingFromVehicleValue(value, balance, loanToValue);
      return {
        title,
        facts: [
          { label: vehicleValueCopy.equity, value: formatBRL(equity) },
          { label: vehicleValueCopy.maxLoan(loanToValue), value: formatBRL(maxLoan) },
        ],
        notes: coversBalance ? notes : [vehicleValueCopy.balanceAboveGuarantee, ...notes],
      };
    }
  }
}

/** The contact form's rules, in display order: a name and surname, an e-mail, a phone with its DDD. */
export function contactIssues(form: ContactForm): FieldIssue<keyof ContactForm>[] {
  const issues: FieldIssue<keyof ContactForm>[] = [];
  if (filled(form.name) && !isFullName(form.name)) issues.push({ field: 'name', message: fieldRuleMessages.fullName });
  if (filled(form.email) && !isEmail(form.email)) issues.push({ field: 'email', message: fieldRuleMessages.email });
  if (filled(form.phone) && !isBrazilianPhone(form.phone)) issues.push({ field: 'phone', message: fieldRuleMessages.phone });
  return issues;
}

/**
 * The answers of a part of the request that are present but break a rule, in display order: step 1's
 * (documents' check digits, name, e-mail, phone) or the product's step 2. Empty answers are
 * `missingRequestFields`' business, never listed here. The draft is not touched: the visitor
 * corrects what they typed.
 */
export function invalidRequestFields(section: RequestSection, draft: RequestDraft, now?: Date): FieldIssue[] {
  return section === 'personal' ? personalIssues(draft) : detailsIssues(draft, now);
}
