import { fipeAction } from '@repo/content';
import { Button, Stack, Text } from '@repo/ui';
import { useState, type ComponentType } from 'react';
import { importForPress } from '../../page-start/forms';
import type { VehicleValueLookupProps } from '../../vehicle-value/FipeLookup';
import * as styles from './VehicleValueLookup.css';

/**
 * "Consultar a tabela FIPE", under a vehicle-value field: the lookup itself (its comboboxes, the
 * FIPE client, their styles) is a lazy module fetched when the visitor presses it, which then
 * takes the button's place. All a page carries up front is this button, pressed before hydration
 * too (held, then performed: earlyPresses.ts). If the module cannot arrive (offline), the lookup's
 * one failure message says so and the field is as it was; if a deploy took it, the page reloads
 * from the new build and the press is made there (page-start/deploys.ts, `importForPress`).
 */
export function VehicleValueLookup(props: VehicleValueLookupProps) {
  const [lookup, setLookup] = useState<ComponentType<VehicleValueLookupProps> | null | false>(null);
  if (lookup) {
    const Lookup = lookup;
    return <Lookup {...props} />;
  }
  return (
    <div className={styles.action}>
      <Stack space="xs" align="start">
        <Button
          type="button"
          variant="outline"
          size="small"
          onClick={(event) => {
            importForPress(event.currentTarget, () => import('../../vehicle-value/FipeLookup')).then(
              (module) => setLookup(() => module.FipeLookup),
              () => setLookup(false),
            );
          }}
        >
          {fipeAction.label}
        </Button>
        {lookup === false ? (
          <Text role="alert" size="small" tone="critical">
            {fipeAction.unavailable}
          </Text>
        ) : null}
      </Stack>
    </div>
  );
}
