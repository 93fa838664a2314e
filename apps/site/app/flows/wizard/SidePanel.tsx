import { wizardCopy, wizardPartnerBanks } from '@repo/content';
import { Card, Heading, Stack, Text } from '@repo/ui';
import { RateExamples } from '../../components/RateExample';
import * as styles from './Wizard.css';

/** The wizard's side panel: partner banks, benefits (15+ parceiros) and years in the market. */
export function SidePanel() {
  return (
    <Card padding="large">
      <Stack space="lg">
        <Stack space="sm">
          <Heading level={2} size="small" id="financiamento-bancos">
            {wizardCopy.sidePanelBanksTitle}
          </Heading>
          <ul className={styles.plainList} aria-labelledby="financiamento-bancos">
            {wizardPartnerBanks.map((bank) => (
              <Text as="li" key={bank.id}>
                {bank.name}
              </Text>
            ))}
          </ul>
        </Stack>
        <Stack space="sm">
          <Heading level={2} size="small" id="financiamento-vantagens">
            {wizardCopy.sidePanelBenefitsTitle}
          </Heading>
          <ul className={styles.plainList}>
            {wizardCopy.benefits.map((benefit) => (
              <Text as="li" key={benefit}>
                {benefit}
              </Text>
            ))}
          </ul>
          {/* The worked example with its CET, beside the rate among the benefits (CDC art. 54-B). */}
          <RateExamples texts={wizardCopy.benefits} />
          <Text tone="muted">{wizardCopy.experience}</Text>
        </Stack>
      </Stack>
    </Card>
  );
}
