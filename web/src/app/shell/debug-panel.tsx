import { lazy, Suspense } from 'react';
import { useDebugToggle } from './use-debug-toggle';

// The panel itself loads only when someone opens it.
const DebugInfo = lazy(() => import('./debug-info'));

/** The hidden debug panel: Shift + D E B U G toggles it (spec section 2). */
export function DebugPanel() {
  const [opened, close] = useDebugToggle();
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DebugInfo onClose={close} />
    </Suspense>
  );
}
