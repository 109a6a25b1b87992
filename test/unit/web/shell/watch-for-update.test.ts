import { describe, expect, it } from 'vitest';
import { watchForUpdate, type RegistrationLike, type WorkerLike } from '@web/app/shell/service-worker/watch-for-update';

class FakeWorker implements WorkerLike {
  private listeners: Array<() => void> = [];
  constructor(public state: string) {}
  postMessage() {}
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  become(state: string) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

class FakeRegistration implements RegistrationLike {
  waiting: WorkerLike | null = null;
  installing: WorkerLike | null = null;
  private listeners: Array<() => void> = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  found(worker: FakeWorker) {
    this.installing = worker;
    this.listeners.forEach((listener) => listener());
  }
}

describe('watchForUpdate', () => {
  it('reports a worker that was already waiting when the page loaded', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const seen: WorkerLike[] = [];
    watchForUpdate(
      registration,
      () => true,
      (worker) => seen.push(worker),
    );
    expect(seen).toEqual([waiting]);
  });

  it('reports a new worker once it is installed while an older one controls the page', () => {
    const registration = new FakeRegistration();
    const seen: WorkerLike[] = [];
    watchForUpdate(
      registration,
      () => true,
      (worker) => seen.push(worker),
    );

    const worker = new FakeWorker('installing');
    registration.found(worker);
    expect(seen).toEqual([]);
    worker.become('installed');
    expect(seen).toEqual([worker]);
  });

  it('says nothing on the very first install (no controller yet)', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const seen: WorkerLike[] = [];
    watchForUpdate(
      registration,
      () => false,
      (worker) => seen.push(worker),
    );
    const worker = new FakeWorker('installing');
    registration.found(worker);
    worker.become('installed');
    expect(seen).toEqual([]);
  });
});
