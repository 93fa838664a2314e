import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { followSimulatorLinks } from '../components/SimulatorLink';
import { islandPrefix } from './Island';
import { SimulatorIsland } from './SimulatorIsland';
import { startIsland } from './start';

// The landing's client entry: only its simulator hydrates (docs/decisions/0023-landing-simulator-island.md).
// The page's links to the simulator and its vehicle cards are plain HTML: followed from here on.
const simulatorReady = followSimulatorLinks();

startIsland('inicio', (container, replayEarlyPresses) => {
  const onCommitted = () => {
    simulatorReady();
    replayEarlyPresses();
  };
  hydrateRoot(
    container,
    <StrictMode>
      <SimulatorIsland onCommitted={onCommitted} />
    </StrictMode>,
    { identifierPrefix: islandPrefix('inicio') },
  );
});
