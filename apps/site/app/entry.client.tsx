import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { takeEarlyPresses } from './hydration/earlyPresses';
import { captureTypedBeforeHydration } from './hydration/typedBeforeHydration';

// React Router's default client entry, plus: keep what the visitor typed and pressed before
// hydration (from here on, React handles both itself).
captureTypedBeforeHydration();
takeEarlyPresses();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
