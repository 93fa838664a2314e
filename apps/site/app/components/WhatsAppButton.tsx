import { headerLabels } from '@repo/content';
import { Button, type ButtonAsLinkProps, VisuallyHidden } from '@repo/ui';
import { greetingLink } from '@repo/whatsapp';
import { ChatIcon } from './icons';

export type WhatsAppButtonProps = Omit<ButtonAsLinkProps, 'href' | 'target' | 'tone' | 'loading' | 'loadingLabel'> & {
  /** wa.me link; defaults to the greeting asking about available vehicles. */
  href?: string;
};

/** A WhatsApp button: opens the chat in a new tab (`rel="noopener noreferrer"` via ui's Button). */
export function WhatsAppButton({ href, children, ...props }: WhatsAppButtonProps) {
  return (
    <Button {...props} href={href ?? greetingLink()} target="_blank" tone="whatsapp" icon={<ChatIcon />}>
      {children}
      <VisuallyHidden> {headerLabels.newTabHint}</VisuallyHidden>
    </Button>
  );
}
