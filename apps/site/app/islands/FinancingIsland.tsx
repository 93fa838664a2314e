import { FinancingWizard } from '../flows/wizard/Wizard';
import { Committed } from '../start/Committed';

/** /financiamento's island: the wizard, its heading and side panel with it (the heading names the product chosen in it). */
export function FinancingIsland({ onCommitted }: { onCommitted?: () => void }) {
  return (
    <Committed onCommitted={onCommitted}>
      <FinancingWizard />
    </Committed>
  );
}
