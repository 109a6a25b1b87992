import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { RuntimeConfigGate } from './runtime-config-gate';
import { runtimeConfigReady } from '@web/lib/runtime-config';

// Asked for at start-up, before the first render (the gate would ask only after it commits).
void runtimeConfigReady().catch(() => undefined);
// Created at start-up so the first page's chunk downloads while /config.json loads.
const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RuntimeConfigGate>
        <RouterProvider router={router} />
      </RuntimeConfigGate>
    </AppProviders>
  );
}

/** How long a prerendered first screen may wait for the app before the app renders anyway. */
const FIRST_PAGE_WAIT_MS = 5000;

/**
 * Resolves once the app can render the first page itself: /config.json read and the router
 * initialised (the page's chunk loaded), or after FIRST_PAGE_WAIT_MS whatever happened. main.tsx
 * waits for it only when the page came with its first screen prerendered (home.html).
 */
export function firstPageReady(): Promise<unknown> {
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const capped = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  return Promise.race([Promise.allSettled([runtimeConfigReady(), routed]), capped]);
}
