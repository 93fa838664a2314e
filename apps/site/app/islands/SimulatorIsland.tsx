import { Simulator } from '../flows/simulator/Simulator';
import { Committed } from '../start/Committed';

/** The landing's island: the simulator. Its heading, static, is the route's, prerendered outside it. */
export function SimulatorIsland({ onCommitted }: { onCommitted?: () => void }) {
  return (
    <Committed onCommitted={onCommitted}>
      <Simulator />
    </Committed>
  );
}
