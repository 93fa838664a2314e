import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandPrefix } from './Island';
import { OfferIsland } from './OfferIsland';
import { startIsland } from './start';

// /confira-sua-proposta's client entry: only its form and results hydrate (as /contato's form).
startIsland('proposta', (container, onCommitted) =>
  hydrateRoot(
    container,
    <StrictMode>
      <OfferIsland onCommitted={onCommitted} />
    </StrictMode>,
    { identifierPrefix: islandPrefix('proposta') },
  ),
);
