import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactIsland } from './ContactIsland';
import { islandPrefix } from './Island';
import { startIsland } from './start';

// /contato's client entry: only its form hydrates (docs/decisions/0018-form-islands-converted.md).
startIsland('contato', (container, onCommitted) =>
  hydrateRoot(
    container,
    <StrictMode>
      <ContactIsland onCommitted={onCommitted} />
    </StrictMode>,
    { identifierPrefix: islandPrefix('contato') },
  ),
);
