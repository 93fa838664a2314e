'use client';

import { useCallback, useState } from 'react';

export interface UseControllableStateParams<T, N extends T = T> {
  /** The parent's value (controlled); `undefined` leaves the state to the component. */
  value: T | undefined;
  /** Starting value while uncontrolled. */
  defaultValue: T;
  /** Called with every new value the component asks for, controlled or not. */
  onChange?: (value: N) => void;
}

/**
 * State that the parent may own, Radix's `useControllableState` habit: with `value` the component
 * only reports changes through `onChange` and shows what the parent passes back; without it the
 * state lives here, starting at `defaultValue`. The setter ignores a value equal to the current
 * one (no `onChange` for a no-op). Every `value`/`defaultValue`/`on…Change` trio in the package
 * goes through this hook, but a form field's value: uncontrolled, it is the element's alone (a
 * copy here would go stale when the visitor types into a prerendered page before hydration), so
 * `RadioGroup` and `MaskedInput` leave it to the DOM.
 *
 * `T` is the state; `N` (by default `T`) what the component may set it to, narrower when the state
 * can start empty but is never emptied again (a radio group with no default choice).
 */
export function useControllableState<T, N extends T = T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateParams<T, N>): [T, (next: N) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;

  const setValue = useCallback(
    (next: N) => {
      if (Object.is(next, current)) return;
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );

  return [current, setValue];
}
