import { FinancingIsland } from './FinancingIsland';
import { startIsland } from './start';

// /financiamento's client entry: only its wizard hydrates (docs/decisions/0024-wizard-island.md).
startIsland('financiamento', (onCommitted) => <FinancingIsland onCommitted={onCommitted} />);
