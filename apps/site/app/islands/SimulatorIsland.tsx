import { landingPage } from '@repo/content';
import { Heading, Stack, Text } from '@repo/ui';
import { Simulator } from '../flows/simulator/Simulator';
import { Committed } from './start';

/** The landing's island: the simulator's card content, its heading with it (the section is labelled by it). */
export function SimulatorIsland({ onCommitted }: { onCommitted?: () => void }) {
  return (
    <Committed onCommitted={onCommitted}>
      <Stack space="lg">
        <Stack space="2xs">
          <Heading level={2} size="medium" id="simulador-titulo">
            {landingPage.simulator.title}
          </Heading>
          <Text tone="muted">{landingPage.simulator.subtitle}</Text>
        </Stack>
        <Simulator />
      </Stack>
    </Committed>
  );
}
