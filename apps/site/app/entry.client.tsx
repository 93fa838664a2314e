import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { captureTypedBeforeHydration } from './flows/shared/typedBeforeHydration';

// React Router's default client entry, plus: keep what the visitor typed before hydration.
captureTypedBeforeHydration();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
