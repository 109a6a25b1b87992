import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@web/config/paths';
import { loadAuth } from '@web/lib/load-auth';
import { rememberReason } from '@web/lib/session-end';
import { onSignedOutElsewhere } from '@web/lib/session-channel';

/** How long after start-up to attach, so Amplify's chunk does not compete with the first page. */
const ATTACH_DELAY_MS = 1_000;

/**
 * Listens to auth events for the whole app (mounted once in providers.tsx). Amplify and the
 * reactions are fetched a moment after start-up, never as part of the first load.
 */
export function AuthEventsListener() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSignedOutElsewhere(
        () =>
          void import('./auth-events').then(({ reactToSignOutElsewhere }) =>
            reactToSignOutElsewhere({
              queryClient,
              currentPath: () => window.location.pathname,
              goToLogin: () => window.location.assign(paths.login),
              rememberReason,
            }),
          ),
      ),
    [queryClient],
  );
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      Promise.all([loadAuth(), import('./auth-events')])
        .then(([auth, { reactToAuthEvent }]) => {
          if (cancelled) return;
          stop = auth.onAuthEvent((event) =>
            reactToAuthEvent(event, {
              queryClient,
              currentPath: () => window.location.pathname,
              // A full load: nothing of the signed-out user's screens survives.
              goToLogin: () => window.location.assign(paths.login),
            }),
          );
        })
        .catch((error: unknown) => console.warn('Auth events are not available', error));
    }, ATTACH_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [queryClient]);
  return null;
}
