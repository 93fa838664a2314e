import {
  cpfFieldPatterns,
  documentPatterns,
  fieldHelp,
  personTypeOption,
  personTypes,
  phonePatterns,
  textCutLabel,
  wizardCopy,
  wizardFieldLabels,
  wizardPlaceholders,
} from '@repo/content';
import { Button, MaskedInput, RadioGroup, TextField, Tiles } from '@repo/ui';
import { requestFieldMaxLengths, type RequestDraft, type RequestTextField } from '@repo/whatsapp';
import type { FieldIssue } from '@repo/whatsapp/rules';
import type { MouseEvent } from 'react';
import { EmailSuggestion } from '../shared/EmailSuggestion';
import { typeInto } from '../shared/formFields';
import type { FormRules } from '../shared/rules';
import * as styles from './Wizard.css';

/**
 * What a step's fields render from. The fields are uncontrolled: they own what is typed, and the
 * wizard reads the whole form when it changes; nothing here writes into them.
 */
export type StepFieldsProps = {
  /** The form's data as last read: which fields to show, their labels, hints and estimate. */
  answers: RequestDraft;
  /** Required fields to mark invalid (left empty after 'Continuar'). */
  invalid: ReadonlySet<RequestTextField>;
  /** Answers that break a rule, each with the message said at its field. */
  issues: readonly FieldIssue[];
  /** Tells the wizard a masked field changed its text (the mask formats it without an input event). */
  onMasked: () => void;
};

/** Id of a field's control, used to move focus to the first missing one. */
export function fieldId(field: RequestTextField): string {
  return `financiamento-${field}`;
}

const personTypeOptions = personTypes.map((type) => ({ value: type.id, label: type.label }));

/** The label of a company's contact person (the person type that asks for one). */
const contactNameLabel = personTypes.find((type) => type.contactNameLabel !== null)?.contactNameLabel ?? '';

/** The message at a field: the rule it breaks, or that it is required and empty. */
export function fieldError({ invalid, issues }: Pick<StepFieldsProps, 'invalid' | 'issues'>, field: RequestTextField, label: string) {
  return issues.find((issue) => issue.field === field)?.message ?? (invalid.has(field) ? wizardCopy.requiredField(label) : undefined);
}

/**
 * A CNPJ typed in the CPF field goes to the CNPJ field, and the person type to Pessoa Jurídica:
 * nothing typed is lost, nothing retyped.
 */
function switchToCompany(event: MouseEvent<HTMLButtonElement>) {
  const form = event.currentTarget.form;
  const cpf = form?.elements.namedItem('cpf');
  const cnpj = form?.elements.namedItem('cnpj');
  const company = form?.querySelector<HTMLInputElement>('input[name="personType"][value="juridica"]');
  if (!(cpf instanceof HTMLInputElement && cnpj instanceof HTMLInputElement && company)) return;
  typeInto(cnpj, cpf.value);
  typeInto(cpf, '');
  company.click();
  // The CNPJ field shows once the wizard has rendered the new person type.
  requestAnimationFrame(() => cnpj.focus());
}

/**
 * Step 1, Dados pessoais (Dados da empresa for a company): person type, CPF or CNPJ, name or razão
 * social (and the company's contact person), e-mail, phone. Both the CPF and the CNPJ are in the
 * form, the person type's shown: switching keeps both.
 */
export function PersonalStep({ answers, invalid, issues, rules, onMasked }: StepFieldsProps & { rules: FormRules | null }) {
  const option = personTypeOption(answers.personType);
  const error = (field: RequestTextField, label: string) => fieldError({ invalid, issues }, field, label);
  const suggestion = rules?.emailSuggestion(answers.email) ?? null;
  const cnpjInCpf = answers.personType === 'fisica' && (rules?.holdsCnpj(answers.cpf) ?? false);
  return (
    <Tiles columns={{ base: 1, tablet: 2 }} space="md">
      <RadioGroup
        className={styles.wide}
        legend={wizardFieldLabels.personType}
        name="personType"
        appearance="segmented"
        options={personTypeOptions}
        defaultValue={personTypes[0].id}
      />
      {personTypes.map(({ id, documentLabel, documentPlaceholder }) => {
        const field = id === 'fisica' ? 'cpf' : 'cnpj';
        return (
          <div key={field} hidden={id !== answers.personType} className={styles.forPersonType[id]}>
            <MaskedInput
              id={fieldId(field)}
              mask={field === 'cpf' ? cpfFieldPatterns : documentPatterns[field]}
              label={documentLabel}
              name={field}
              autoComplete="off"
              // A CPF is digits; the CNPJ the CPF field also keeps does not change the keyboard.
              inputMode={field === 'cpf' ? 'numeric' : undefined}
              placeholder={documentPlaceholder}
              required
              onValueChange={onMasked}
              // Said at once, not only after Continuar: the way out is one press.
              error={field === 'cpf' && cnpjInCpf ? fieldHelp.cpfHoldsCnpj : error(field, documentLabel)}
              hint={
                field === 'cpf' && cnpjInCpf ? (
                  <Button type="button" variant="ghost" tone="primary" size="small" onClick={switchToCompany}>
                    {fieldHelp.switchToCompany}
                  </Button>
                ) : undefined
              }
            />
          </div>
        );
      })}
      <TextField
        id={fieldId('fullName')}
        label={option.nameLabel}
        name="fullName"
        autoComplete={answers.personType === 'fisica' ? 'name' : 'organization'}
        // The free-text fields are bounded so that the whole message fits in 2,000 characters.
        maxLength={requestFieldMaxLengths.fullName}
        cutLabel={textCutLabel}
        required
        error={error('fullName', option.nameLabel)}
      />
      {/* A company's contact person: the broker talks to someone, not to a razão social. */}
      <div hidden={option.contactNameLabel === null} className={styles.forPersonType.juridica}>
        <TextField
          id={fieldId('contactName')}
          label={contactNameLabel}
          name="contactName"
          autoComplete="name"
          maxLength={requestFieldMaxLengths.contactName}
          cutLabel={textCutLabel}
          required
          error={error('contactName', contactNameLabel)}
        />
      </div>
      <TextField
        id={fieldId('email')}
        label={wizardFieldLabels.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={wizardPlaceholders.email}
        maxLength={requestFieldMaxLengths.email}
        cutLabel={textCutLabel}
        required
        error={error('email', wizardFieldLabels.email)}
        hint={suggestion ? <EmailSuggestion suggestion={suggestion} field="email" /> : undefined}
      />
      <MaskedInput
        id={fieldId('phone')}
        mask={phonePatterns}
        label={wizardFieldLabels.phone}
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder={wizardPlaceholders.phone}
        required
        onValueChange={onMasked}
        error={error('phone', wizardFieldLabels.phone)}
      />
    </Tiles>
  );
}
