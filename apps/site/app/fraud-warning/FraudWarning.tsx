import { fraudWarning } from '@repo/content';
import { Button, Link, NativeDialog, Stack, Text } from '@repo/ui';
import { InlineScript } from '../components/InlineScript';
import { confirmAttribute, delayAttribute, fraudWarningId } from './names';
import opener from './opener.inline.ts?inline-script';
import { withPhoneLinks } from './phoneLinks';

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
