import { whatsappBlockedFallback, wizardActions, wizardCopy } from '@repo/content';
import { Button, Stack, Text } from '@repo/ui';
import type { Ref } from 'react';
import { NewTabLink } from '../../components/NewTabLink';
import { HandoffWarning } from '../../fraud-warning/HandoffWarning';
import { BlockedNotice } from '../shared/BlockedNotice';

/**
 * Step 4, Resultado: no back or forward control; a retry link to the same message, and home. When
 * the browser blocked the WhatsApp tab nothing was sent: the text says so and what to do, and the
 * link to the message is the focused notice. The warning against payments in advance stands here,
 * where the conversation in WhatsApp starts, not in the message. Once the visitor is back from
 * WhatsApp (`returned`) it says what the toast says: the message was opened there, and can be
 * opened again.
 */
export function ResultStep({
  url,
  blocked,
  returned,
  ref: blockedRef,
}: {
  url: string;
  blocked: boolean;
  returned: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Stack space="lg">
      <Text>{blocked ? wizardCopy.resultBlockedDescription : returned ? wizardCopy.resultReturnedDescription : wizardCopy.resultDescription}</Text>
      {blocked ? (
        <BlockedNotice ref={blockedRef} url={url} />
      ) : (
        <Text>
          {wizardCopy.retryQuestion}{' '}
          <NewTabLink href={url} underline="always">
            {whatsappBlockedFallback.linkLabel}
          </NewTabLink>
        </Text>
      )}
      <HandoffWarning />
      <div>
        <Button href="/" variant="outline" tone="primary">
          {wizardActions.home}
        </Button>
      </div>
    </Stack>
  );
}
