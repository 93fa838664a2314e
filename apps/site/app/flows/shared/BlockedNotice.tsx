import { whatsappBlockedFallback } from '@repo/content';
import { Notice } from '@repo/ui';
import type { Ref } from 'react';
import { NewTabLink } from '../../components/NewTabLink';

/**
 * Shown when the browser blocked the WhatsApp tab: a plain link to the same URL, so nothing typed
 * is lost. The parent moves focus here (the notice is focusable with tabIndex −1).
 */
export function BlockedNotice({ url, ref }: { url: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <Notice ref={ref} tone="warning" announce="assertive" title={whatsappBlockedFallback.description}>
      <p>
        <NewTabLink href={url} underline="always">
          {whatsappBlockedFallback.linkLabel}
        </NewTabLink>
      </p>
    </Notice>
  );
}
