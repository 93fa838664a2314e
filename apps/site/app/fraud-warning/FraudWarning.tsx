import { broker, fraudWarning, type PhoneNumber } from '@repo/content';
import { Button, Link, NativeDialog, Stack, Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { InlineScript } from '../components/InlineScript';
import { PhoneLink } from '../components/PhoneLink';
import { confirmAttribute, delayAttribute, fraudWarningId } from './names';
import opener from './opener.inline.ts?inline-script';

/** The broker's phones the warning names, each a `tel:` link that never breaks inside the number. */
const warningPhones: readonly PhoneNumber[] = [broker.whatsapp, broker.phones.main];

function withPhoneLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [text];
  for (const phone of warningPhones) {
    for (let index = parts.length - 1; index >= 0; index -= 1) {
      const part = parts[index];
      if (typeof part !== 'string' || !part.includes(phone.display)) continue;
      const [before, ...after] = part.split(phone.display);
      parts.splice(index, 1, before, <PhoneLink key={`${phone.e164}-${index}`} phone={phone} />, after.join(phone.display));
    }
  }
  return parts.filter((part) => part !== '');
}

/**
 * /home's fraud warning: the browser's own modal `<dialog>`, in the prerendered page, closed. Its
 * inline script (opener.inline.ts, written right after it) opens it `fraudWarning.delayMs` after the
 * navigation started, once per visit, with or without the page's modules. 'Entendi' and the ✕ close
 * it as `method="dialog"` forms do, with no script; Esc too.
 */
export function FraudWarning() {
  return (
    <>
      <NativeDialog
        id={fraudWarningId}
        title={fraudWarning.title}
        closeLabel={fraudWarning.closeLabel}
        actions={
          <Button type="submit" {...{ [confirmAttribute]: '' }}>
            {fraudWarning.confirmLabel}
          </Button>
        }
        {...{ [delayAttribute]: fraudWarning.delayMs }}
      >
        <Stack space="sm">
          {fraudWarning.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{withPhoneLinks(paragraph)}</Text>
          ))}
          <Text>
            <Link href="/canais-oficiais" underline="always">
              {fraudWarning.checkLink}
            </Link>
          </Text>
        </Stack>
      </NativeDialog>
      <InlineScript code={opener} />
    </>
  );
}
