import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FinancingIsland } from './FinancingIsland';
import { islandPrefix } from './Island';
import { startIsland } from './start';

// /financiamento's client entry: only its wizard hydrates (docs/decisions/0024-wizard-island.md).
startIsland('financiamento', (container, onCommitted) =>
  hydrateRoot(
    container,
    <StrictMode>
      <FinancingIsland onCommitted={onCommitted} />
    </StrictMode>,
    { identifierPrefix: islandPrefix('financiamento') },
  ),
);
