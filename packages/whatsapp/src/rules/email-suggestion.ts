import { run as suggestEmail } from '@zootools/email-spell-checker';
import { commonEmailDomains, commonEmailTopLevelDomains } from '@repo/content';
import { isEmail } from './personal';

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
