import { useEffect, useState } from 'react';

/**
 * False on the prerendered page and while React hydrates it (the first render must match the
 * HTML), true from the next render on. The update is made by a mount effect, so it is batched with
 * those of the other mount effects of the same commit (the wizard restoring its draft, say): one
 * render sees them all. Not a pre-hydration helper: nothing before hydration needs it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point, not a cascade to avoid
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
