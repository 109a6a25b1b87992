import { useEffect, useState, type ReactNode } from 'react';

/** Runs `task` when the main thread is next idle (at most 1 s later); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}

/**
 * Mounts its children once the first screen is up: after the page's load event, a pause and an
 * idle moment. For app-wide parts no first screen shows (the toast container): their code would
 * otherwise be fetched and evaluated while the first page renders, and hold back its paint.
 */
export function AfterStartup({ children, pauseMs = 1000 }: { children: ReactNode; pauseMs?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(() => {
        cancelIdle = whenIdle(() => setReady(true));
      }, pauseMs);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [pauseMs]);
  return ready ? children : null;
}
