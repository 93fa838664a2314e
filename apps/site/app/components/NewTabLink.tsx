import { newTabHint } from '@repo/content';
import { Link, type LinkProps, VisuallyHidden } from '@repo/ui';

/**
 * A link that opens in a new tab (`rel="noopener noreferrer"` via ui's Link) and says so to screen
 * readers after its text, so nobody is moved away from the page unwarned.
 */
export function NewTabLink({ children, ...props }: Omit<LinkProps, 'target'> & { href: string }) {
  return (
    <Link {...props} target="_blank">
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </Link>
  );
}
