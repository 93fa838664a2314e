import { fieldHelp } from '@repo/content';
import { Button } from '@repo/ui';
import { typeInto } from './formFields';

/**
 * "Você quis dizer maria@gmail.com?" (the address is the button, and the field's description reads
 * the sentence whole) under an e-mail field whose domain is a typo of a common one:
 * one press writes the suggestion into the field, and the visitor may just as well keep what they
 * typed (never a block).
 */
export function EmailSuggestion({ suggestion, field }: { suggestion: string; field: string }) {
  return (
    <>
      {fieldHelp.emailSuggestion}{' '}
      <Button
        type="button"
        variant="ghost"
        tone="primary"
        size="small"
        onClick={(event) => {
          const control = event.currentTarget.form?.elements.namedItem(field);
          if (!(control instanceof HTMLInputElement)) return;
          typeInto(control, suggestion);
          control.focus();
        }}
      >
        {suggestion}
      </Button>
      ?
    </>
  );
}
