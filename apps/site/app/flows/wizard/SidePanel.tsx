import { wizardCopy, wizardPartnerBanks, type Product } from '@repo/content';
import { Card, Heading, Stack, Text } from '@repo/ui';
import { PartnerBankTiles } from '../../components/PartnerBankTiles';
import { IconList } from '../../components/IconList';
import { RateExample } from '../../components/RateExample';
import { SiteIllustration } from '../../components/SiteIllustration';
import { OfferCheckInvitation } from '../../components/OfferCheckInvitation';

/**
 * The wizard's side panel, laid out to be scanned: a picture of the request being weighed by the
 * banks, the partner banks as brand tiles (as on the landing), the benefits as ticks, then the
 * worked example and the years in the market. Its rate, example and CET are the product's the wizard
 * is on (`product`), never another's.
 */
export function SidePanel({ product }: { product: Product }) {
  return (
    <Card padding="large">
      <Stack space="lg">
        {/* Decoration beside the headings that say it in words. */}
        <SiteIllustration name="step-analysis" width={120} />
        <Stack space="sm">
          <Heading level={2} size="small" id="financiamento-bancos">
            {wizardCopy.sidePanelBanksTitle}
          </Heading>
          <PartnerBankTiles banks={wizardPartnerBanks} columns={2} space="xs" aria-labelledby="financiamento-bancos" />
        </Stack>
        <Stack space="sm">
          <Heading level={2} size="small" id="financiamento-vantagens">
            {wizardCopy.sidePanelBenefitsTitle}
          </Heading>
          <IconList items={wizardCopy.benefits(product.id)} />
          {/* The worked example with its CET, beside the rate among the benefits (CDC art. 54-B). */}
          <RateExample rate={product.id} />
          <Text tone="muted">{wizardCopy.experience}</Text>
          <OfferCheckInvitation product={product.id} />
        </Stack>
      </Stack>
    </Card>
  );
}
