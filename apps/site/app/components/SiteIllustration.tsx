import { Illustration, type IllustrationProps } from '@repo/ui';
import sprite from 'virtual:illustration-sprite';

/**
 * A picture from the site's sprite file (drawn at build in the broker's theme): a box of its size
 * and one `<use>`, so a page pays a few bytes of HTML for it, no script and no CSS.
 */
export function SiteIllustration(props: Omit<IllustrationProps, 'sprite'>) {
  return <Illustration sprite={sprite} {...props} />;
}
