import {
  documentPatterns,
  personTypeOption,
  personTypes,
  phonePatterns,
  wizardCopy,
  wizardFieldLabels,
  wizardPlaceholders,
  type PersonType,
} from '@repo/content';
import { MaskedInput, RadioGroup, TextField, Tiles } from '@repo/ui';
import { requestFieldMaxLengths, type RequestDraft, type RequestTextField } from '@repo/whatsapp';
import type { FieldIssue } from '@repo/whatsapp/rules';
import * as styles from './Wizard.css';

/** A step's fields are uncontrolled: they own what is typed and report it through `onField`. */
export type StepFieldsProps = {
  /** The answers so far: the fields' defaults (when the step is shown again), hints and estimate. */
  draft: RequestDraft;
  /** Required fields to mark invalid (left empty after 'Continuar'). */
  invalid: ReadonlySet<RequestTextField>;
  /** Answers that break a rule, each with the message said at its field. */
  issues: readonly FieldIssue[];
  onField: (field: RequestTextField, value: string) => void;
};

/** Id of a field's control, used to move focus to the first missing one. */
export function fieldId(field: RequestTextField): string {
  return `financiamento-${field}`;
}

const personTypeOptions = personTypes.map((type) => ({ value: type.id, label: type.label }));

/** Step 1, Dados pessoais: person type, CPF or CNPJ, name or razão social, e-mail, phone. */
export function PersonalStep({ draft, invalid, issues, onField, onPersonType }: StepFieldsProps & { onPersonType: (type: PersonType) => void }) {
  const option = personTypeOption(draft.personType);
  const error = (field: RequestTextField, label: string) =>
    issues.find((issue) => issue.field === field)?.message ?? (invalid.has(field) ? wizardCopy.requiredField(label) : undefined);
  const documentField: RequestTextField = draft.personType === 'fisica' ? 'cpf' : 'cnpj';
  return (
    <Tiles columns={{ base: 1, tablet: 2 }} space="md">
      <RadioGroup
        className={styles.wide}
        legend={wizardFieldLabels.personType}
        name="personType"
        appearance="segmented"
        options={personTypeOptions}
        defaultValue={draft.personType}
        onValueChange={(value) => onPersonType(value as PersonType)}
      />
      {/* Keyed by person type: the mask changes, and the CPF and CNPJ typed so far both stay in the draft. */}
      <MaskedInput
        key={documentField}
        id={fieldId(documentField)}
        mask={documentPatterns[documentField]}
        label={option.documentLabel}
        name={documentField}
        autoComplete="off"
        placeholder={option.documentPlaceholder}
        required
        defaultValue={draft[documentField]}
        onValueChange={(masked) => onField(documentField, masked)}
        error={error(documentField, option.documentLabel)}
      />
      <TextField
        id={fieldId('fullName')}
        label={option.nameLabel}
        name="fullName"
        autoComplete={draft.personType === 'fisica' ? 'name' : 'organization'}
        // The free-text fields are bounded so that the whole message fits in 2,000 characters.
        maxLength={requestFieldMaxLengths.fullName}
        required
        defaultValue={draft.fullName}
        onChange={(event) => onField('fullName', event.target.value)}
        error={error('fullName', option.nameLabel)}
      />
      <TextField
        id={fieldId('email')}
        label={wizardFieldLabels.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={wizardPlaceholders.email}
        maxLength={requestFieldMaxLengths.email}
        required
        defaultValue={draft.email}
        onChange={(event) => onField('email', event.target.value)}
        error={error('email', wizardFieldLabels.email)}
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
        defaultValue={draft.phone}
        onValueChange={(masked) => onField('phone', masked)}
        error={error('phone', wizardFieldLabels.phone)}
      />
    </Tiles>
  );
}
