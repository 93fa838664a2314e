import { offerCheckInvitations, offerCheckLink, type ProductId } from '@repo/content';
import { Link, Text } from '@repo/ui';

/**
 * The link to the offer check (/confira-sua-proposta) beside a product whose proposals it reads
 * (financing, refinancing: `offerCheckInvitations`); nothing beside another. A plain link: the
 * wizard's side panel is an island (app/islands/), outside any router.
 */
export function OfferCheckInvitation({ product }: { product: ProductId }) {
  const invitation = offerCheckInvitations[product];
  if (invitation === undefined) return null;
  return (
    <Text size="small">
      <Link href={offerCheckLink.href}>{invitation}</Link>
    </Text>
  );
}
