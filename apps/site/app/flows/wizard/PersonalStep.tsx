import {
  documentPatterns,
  patternLength,
  personTypeOption,
  personTypes,
  phonePatterns,
  wizardCopy,
  wizardFieldLabels,
  wizardPlaceholders,
  type PersonType,
} from '@repo/content';
import { MaskedInput, RadioGroup, TextField, Tiles } from '@repo/ui';
import {
  isValidCNPJ,
  isValidCPF,
  parseCNPJ,
  parseCPF,
  requestFieldMaxLengths,
  type RequestDraft,
  type RequestTextField,
} from '@repo/whatsapp';
import * as styles from './Wizard.css';

/** A step's fields are uncontrolled: they own what is typed and report it through `onField`. */
export type StepFieldsProps = {
  /** The answers so far: the fields' defaults (when the step is shown again), hints and estimate. */
  draft: RequestDraft;
  /** Required fields to mark invalid (left empty after 'Continuar'). */
  invalid: ReadonlySet<RequestTextField>;
  onField: (field: RequestTextField, value: string) => void;
};

/** Id of a field's control, used to move focus to the first missing one. */
export function fieldId(field: RequestTextField): string {
  return `financiamento-${field}`;
}

const personTypeOptions = personTypes.map((type) => ({ value: type.id, label: type.label }));

/** A complete CPF/CNPJ whose check digits fail: a hint only, never blocking (SPEC §5). */
function documentHint(draft: RequestDraft): string | undefined {
  const option = personTypeOption(draft.personType);
  const fails =
    draft.personType === 'fisica'
      ? parseCPF(draft.cpf).length === patternLength(documentPatterns.cpf) && !isValidCPF(draft.cpf)
      : parseCNPJ(draft.cnpj).length === patternLength(documentPatterns.cnpj) && !isValidCNPJ(draft.cnpj);
  return fails ? wizardCopy.documentCheckHint(option.documentLabel) : undefined;
}

/** Step 1, Dados pessoais: person type, CPF or CNPJ, name or razão social, e-mail, phone. */
export function PersonalStep({ draft, invalid, onField, onPersonType }: StepFieldsProps & { onPersonType: (type: PersonType) => void }) {
  const option = personTypeOption(draft.personType);
  const error = (field: RequestTextField, label: string) => (invalid.has(field) ? wizardCopy.requiredField(label) : undefined);
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
        hint={documentHint(draft)}
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
