/*
 * Finds out when a new service worker is installed and waiting, i.e. a new version of the
 * app was deployed while this page was open. Written against small interfaces so the
 * logic is tested without a browser.
 */

export interface WorkerLike {
  state: string;
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

/**
 * Calls `onWaiting` with each worker that finished installing while an older one controls the
 * page. `hasController` is false on the very first install: nothing to update then.
 */
export function watchForUpdate(
  registration: RegistrationLike,
  hasController: () => boolean,
  onWaiting: (worker: WorkerLike) => void,
): void {
  if (registration.waiting && hasController()) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && hasController()) onWaiting(worker);
    });
  });
}

/** Asks a worker for its version (the worker answers on a MessageChannel); null if it stays silent. */
export function askVersion(worker: WorkerLike, timeoutMs = 1_000): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : null);
    };
    worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  });
}
