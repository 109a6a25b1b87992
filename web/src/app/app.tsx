import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { RuntimeConfigGate } from './runtime-config-gate';

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
