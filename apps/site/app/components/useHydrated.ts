import { startTransition, useEffect, useState } from 'react';

/**
 * False on the prerendered page and while React hydrates it (the first render must match the
 * HTML), true from the next render on. The update is made by a mount effect, so it is batched with
 * those of the other mount effects of the same commit (the wizard restoring its draft, say): one
 * render sees them all. In a transition, as theirs: that render is a whole form's, and outside one
 * React renders it in one task, which a phone's browser and the visitor's first key wait for.
 * Not a pre-hydration helper: nothing before hydration needs it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
