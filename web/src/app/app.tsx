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
