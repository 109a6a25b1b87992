import { useCallback, useEffect, useRef, useState } from 'react';
import { appVersion } from '../build-info';
import { askVersion, watchForUpdate, type WorkerLike } from './watch-for-update';

/*
 * Registers /sw.js in production builds and reports when a newer version is waiting.
 * Pages are fetched network-first, so a page opened after a deploy already runs the new code:
 * a waiting worker of the page's own version is switched on quietly, without a toast.
 */
export function useServiceWorkerUpdate(): { updateReady: boolean; reload: () => void; dismiss: () => void } {
  const [waiting, setWaiting] = useState<WorkerLike | null>(null);
  const reloadRequested = useRef(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;

    const onControllerChange = () => {
      if (reloadRequested.current) window.location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);

    let registration: ServiceWorkerRegistration | undefined;
    const checkForUpdate = () => {
      if (document.visibilityState === 'visible') void registration?.update().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', checkForUpdate);

    container
      .register('/sw.js')
      .then((registered) => {
        registration = registered;
        watchForUpdate(
          registered,
          () => container.controller !== null,
          (worker) => {
            void askVersion(worker).then((version) => {
              if (version === appVersion) worker.postMessage({ type: 'SKIP_WAITING' });
              else setWaiting(worker);
            });
          },
        );
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));

    return () => {
      container.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('visibilitychange', checkForUpdate);
    };
  }, []);

  const reload = useCallback(() => {
    if (!waiting) return;
    reloadRequested.current = true;
    waiting.postMessage({ type: 'SKIP_WAITING' }); // the page reloads on controllerchange
    setTimeout(() => window.location.reload(), 3_000); // in case that never comes (worker discarded)
  }, [waiting]);

  return { updateReady: waiting !== null, reload, dismiss: () => setWaiting(null) };
}
