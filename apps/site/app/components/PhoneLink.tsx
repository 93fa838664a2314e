import type { PhoneNumber } from '@repo/content';
import { Link, type LinkProps } from '@repo/ui';
import { nowrap } from './KeepTogether.css';

/** A phone number that dials when tapped (`tel:`), and never breaks across lines. */
export function PhoneLink({ phone, tone }: { phone: PhoneNumber; tone?: LinkProps['tone'] }) {
  return (
    <Link tone={tone} href={`tel:${phone.e164}`} className={nowrap}>
      {phone.display}
    </Link>
  );
}
