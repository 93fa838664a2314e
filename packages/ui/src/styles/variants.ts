/**
 * One entry per value of a prop's list, made by `entry`: a recipe's variant (`align`, `tone`…) or a
 * sprinkles property's values, keyed by the very list the component exports, in its order.
 */
export function byValue<const V extends string | number, E>(values: readonly V[], entry: (value: V) => E): Record<V, E> {
  return Object.fromEntries(values.map((value) => [value, entry(value)])) as Record<V, E>;
}

/** The flex keyword of a layout prop's word: `start` → `flex-start`, `between` → `space-between`, the rest as written. */
export const flexKeyword = (value: 'start' | 'center' | 'end' | 'baseline' | 'stretch' | 'between') =>
  value === 'start' ? 'flex-start' : value === 'end' ? 'flex-end' : value === 'between' ? 'space-between' : value;
