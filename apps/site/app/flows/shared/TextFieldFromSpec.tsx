import { textCutLabel } from '@repo/content';
import { MaskedInput, TextField, type MaskedInputProps } from '@repo/ui';
import type { TextAttributes } from '@repo/whatsapp';
import type { ReactNode, Ref } from 'react';

type Props = {
  /** What the field's kind says to the browser (`@repo/whatsapp`'s request and contact tables). */
  attributes: TextAttributes | undefined;
  id?: string;
  name: string;
  label: string;
  placeholder?: string;
  /** The bound of an unmasked field (a masked one is bounded by its patterns). */
  maxLength?: number;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Told when the mask changed the text (it formats it without an input event). */
  onMasked?: () => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text field of the wizard's step 1 or the contact form, as its spec describes it: masked when its
 * kind gives patterns (a document, a phone), else a text input with its bound and the word said
 * when a paste was cut. Uncontrolled, like every field of the forms.
 */
export function TextFieldFromSpec({ attributes = {}, maxLength, onMasked, ...common }: Props) {
  // What the browser is told as it is: the keyboard, `autocomplete`, the type, capitals, spelling.
  const { mask, digitsOnly: _digitsOnly, ...browser } = attributes;
  if (mask !== undefined) {
    // content's patterns, in ui's notation (`0` a digit, `A` a letter or digit).
    const patterns = mask as Exclude<MaskedInputProps['mask'], 'currency'>;
    const { type: _type, ...masked } = browser;
    return <MaskedInput {...common} {...masked} mask={patterns} onValueChange={onMasked} />;
  }
  return <TextField {...common} {...browser} maxLength={maxLength} cutLabel={textCutLabel} />;
}
