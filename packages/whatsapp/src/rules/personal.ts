/**
 * Who the visitor is, as step 1 of the wizard and the contact form ask it: a CPF's or CNPJ's check
 * digits, a name and surname, an e-mail address, a phone with its DDD.
 */
import { fieldHelp, fieldRuleMessages } from '@repo/content';
import { isValidCNPJ, isValidCPF, parseCNPJ, parseCPF, parsePhoneDigits } from '../format';
import type { ContactForm } from '../messages';
import type { RequestDraft, RequestTextField } from '../request';
import { type FieldIssue, filled } from './answers';

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

/** The contact form's rules, in display order: a name and surname, an e-mail, a phone with its DDD. */
export function contactIssues(form: ContactForm): FieldIssue<keyof ContactForm>[] {
  const issues: FieldIssue<keyof ContactForm>[] = [];
  if (filled(form.name) && !isFullName(form.name)) issues.push({ field: 'name', message: fieldRuleMessages.fullName });
  if (filled(form.email) && !isEmail(form.email)) issues.push({ field: 'email', message: fieldRuleMessages.email });
  if (filled(form.phone) && !isBrazilianPhone(form.phone)) issues.push({ field: 'phone', message: fieldRuleMessages.phone });
  return issues;
}
