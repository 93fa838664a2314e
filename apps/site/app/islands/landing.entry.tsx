import { followSimulatorLinks } from '../components/SimulatorLink';
import { SimulatorIsland } from './SimulatorIsland';
import { startIsland } from './start';

// The landing's client entry: only its simulator hydrates (docs/decisions/0023-landing-simulator-island.md).
// The page's links to the simulator and its vehicle cards are plain HTML: followed from here on.
const simulatorReady = followSimulatorLinks();

startIsland('inicio', (replayEarlyPresses) => (
  <SimulatorIsland
    onCommitted={() => {
      simulatorReady();
      replayEarlyPresses();
    }}
  />
));
