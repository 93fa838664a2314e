import { newTabHint, whatsappCopy, type HandoffOrigin } from '@repo/content';
import { Button, type ButtonAsLinkProps, VisuallyHidden } from '@repo/ui';
import { handoffLink } from '@repo/whatsapp';
import { ChatIcon } from './icons';

export type WhatsAppButtonProps = Omit<ButtonAsLinkProps, 'href' | 'target' | 'tone' | 'loading' | 'loadingLabel'> &
  HandoffOrigin & {
    /** The prefilled text, before its origin line; defaults to the greeting asking about available vehicles. */
    text?: string;
  };

/**
 * A WhatsApp button: opens the chat in a new tab (`rel="noopener noreferrer"` via ui's Button), its
 * text ending with where the button is (`origin`, and `product` when it is about one).
 */
export function WhatsAppButton({ origin, product, text = whatsappCopy.greeting, children, ...props }: WhatsAppButtonProps) {
  return (
    <Button {...props} href={handoffLink(text, { origin, product })} target="_blank" tone="whatsapp" icon={<ChatIcon />}>
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </Button>
  );
}
