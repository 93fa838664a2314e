import type { ComboboxOption } from '@repo/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import type { VehicleChoice, VehicleValueResult } from './source';

/** The state of one question to the table: asked, answered or failed, for the key it was asked with. */
export type Answer<T> = { readonly key: string } & ({ readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' });

/**
 * The answer to the question `key` names (null: none asked), asked with `ask` when the key changes;
 * an answer to a question no longer asked is dropped.
 */
export function useAnswer<T>(key: string | null, ask: () => Promise<VehicleValueResult<T>>): Answer<T> | null {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const askNow = useEffectEvent(ask);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void askNow().then((result) => {
      if (current) setAnswer(result.ok ? { key, state: 'ready', value: result.value } : { key, state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [key]);
  if (key === null) return null;
  return answer?.key === key ? answer : { key, state: 'loading' };
}

/** The options of a question once answered, none while it is asked or after it failed. */
export const optionsOf = (answer: Answer<readonly VehicleChoice[]> | null): ComboboxOption[] =>
  answer?.state === 'ready' ? answer.value.map(({ code, name }) => ({ value: code, label: name })) : [];
