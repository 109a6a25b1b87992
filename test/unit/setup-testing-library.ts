import { configure } from '@testing-library/dom';
import { vi } from 'vitest';

/*
 * Unit pages have no Amplify session: asking it whether the profile is still pending loads the
 * whole auth module and fails anyway (no runtime config), which only slows every profile read.
 * The check itself is covered end to end (test/e2e/auth.spec.ts, the first sign-in).
 */
vi.mock('@web/lib/api/profile-pending', () => ({ profilePending: () => Promise.resolve(false) }));

/*
 * findBy* and waitFor give up after 1 s by default; a page of Mantine components renders
 * slower than that in jsdom on a loaded 2-core CI machine. 5 s keeps them waiting for the
 * real condition without hiding a state that never comes.
 */
configure({ asyncUtilTimeout: 5_000 });

/* What jsdom lacks and Mantine reads; a no-op under the node environment. */
if (typeof window !== 'undefined') {
  // Colour scheme and breakpoints.
  if (typeof window.matchMedia !== 'function')
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  // Floating dropdowns (Select) and the autosize Textarea observe their targets.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // The autosize Textarea listens for font loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
  // jsdom does not lay pages out.
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
}
