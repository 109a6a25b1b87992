import { lazy, Suspense } from 'react';
import { useServiceWorkerUpdate } from './service-worker/use-service-worker-update';

// Rarely shown, so its code loads only when an update is waiting.
const UpdateNotice = lazy(() => import('./update-notice'));

/** "A new version is available" with Reload and Close, when a new service worker waits. */
export function UpdateToast() {
  const { updateReady, reload, dismiss } = useServiceWorkerUpdate();
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onReload={reload} onClose={dismiss} />
    </Suspense>
  );
}
