import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces `object[key]` for each test of the calling file, and puts the original back after it.
 * Files share a worker's modules and its window (projects with `isolate: false`,
 * test/vitest.config.ts), so a stand-in must not outlive its test. Given a module's namespace
 * (`import * as module`), it reaches every importer: vitest reads an imported binding from the
 * namespace at each use (Node only, not browser mode; a package's own namespace is not writable).
 */
export function stubEachTest<T extends object, K extends keyof T & string>(object: T, key: K, standIn: T[K]) {
  let spy: { mockRestore(): void } | undefined;
  beforeEach(() => {
    // vi.spyOn's overloads do not follow a generic key; the stand-in has the member's own type.
    spy = vi.spyOn(object as Record<string, () => unknown>, key).mockImplementation(standIn as () => unknown);
  });
  afterEach(() => {
    spy?.mockRestore();
    spy = undefined;
  });
}
