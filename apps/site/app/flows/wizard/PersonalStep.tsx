import { fieldHelp, personTypes, wizardCopy, wizardFieldLabels } from '@repo/content';
import { Button, RadioGroup, Tiles } from '@repo/ui';
import { personalFieldSpecs, requestFieldMaxLengths, type RequestDraft, type RequestTextField } from '@repo/whatsapp';
import type { FieldIssue } from '@repo/whatsapp/rules';
import type { MouseEvent } from 'react';
import { EmailSuggestion } from '../shared/EmailSuggestion';
import { typeInto } from '../shared/formFields';
import type { FormRules } from '../shared/rules';
import { TextFieldFromSpec } from '../shared/TextFieldFromSpec';
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
 * Step 1, Dados pessoais (Dados da empresa for a company): person type, then its fields as the
 * request table lists them (`personalFieldSpecs`: CPF or CNPJ, name or razão social and the
 * company's contact person, e-mail, phone). A field of one person type is in the form for both,
 * the other's hidden: switching keeps what was typed.
 */
export function PersonalStep({ answers, invalid, issues, rules, onMasked }: StepFieldsProps & { rules: FormRules | null }) {
  const suggestion = rules?.emailSuggestion(answers.email) ?? null;
  const cnpjInCpf = answers.personType === 'fisica' && (rules?.holdsCnpj(answers.cpf) ?? false);
  // Said at once, not only after Continuar: the way out is one press.
  const switchHint = cnpjInCpf ? (
    <Button type="button" variant="ghost" tone="primary" size="small" onClick={switchToCompany}>
      {fieldHelp.switchToCompany}
    </Button>
  ) : undefined;
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
      {personalFieldSpecs(answers.personType).map(({ name, label, placeholder, only, required, attributes }) => {
        const field = (
          <TextFieldFromSpec
            key={name}
            id={fieldId(name)}
            name={name}
            label={label}
            placeholder={placeholder}
            attributes={attributes}
            // The free-text fields are bounded so that the whole message fits in 2,000 characters.
            maxLength={requestFieldMaxLengths[name]}
            required={required}
            onMasked={onMasked}
            error={name === 'cpf' && cnpjInCpf ? fieldHelp.cpfHoldsCnpj : fieldError({ invalid, issues }, name, label)}
            hint={name === 'cpf' ? switchHint : name === 'email' && suggestion ? <EmailSuggestion suggestion={suggestion} field="email" /> : undefined}
          />
        );
        return only === undefined ? (
          field
        ) : (
          <div key={name} hidden={only !== answers.personType} className={styles.forPersonType[only]}>
            {field}
          </div>
        );
      })}
    </Tiles>
  );
}
