import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus-ring.css';
import './toasts.css';
import './typeface.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { AuthEventsListener } from '@web/features/auth/auth-events-listener';
import { queryClient } from '@web/lib/query-client';
import { AfterStartup } from './after-startup';
import { mantineProviderProps } from './theme';

// The toast container (and the lazy Mantine chunk it lives in) loads once the first screen is up
// (AfterStartup): a toast shown before it arrives waits in the notifications store and appears
// when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** App-wide context: server-state cache, theme, toasts (3 s, spec section 9) and auth events (spec section 4). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider {...mantineProviderProps}>
        <AfterStartup>
          <Suspense fallback={null}>
            <Notifications autoClose={TIMINGS.toastMs} position="bottom-right" limit={3} />
          </Suspense>
        </AfterStartup>
        <AuthEventsListener />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
