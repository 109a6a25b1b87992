import { vi, type Mock } from 'vitest';
import { notifications } from '@mantine/notifications';
import * as loadAuthModule from '@web/lib/load-auth';
import type { AuthModule } from '@web/lib/load-auth';
import * as runtimeConfig from '@web/lib/runtime-config';
import type { RuntimeConfig } from '@web/lib/runtime-config';
import * as session from '@web/lib/session';
import * as storedSession from '@web/lib/stored-session';
import { stubEachTest } from '@test/support/stub-each-test';

/* Stand-ins for the web modules a page reaches, for each test of the calling file (no vi.mock). */

/** Someone is signed in, for each test of the calling file (no Amplify session to read). */
export function stubSignedIn() {
  stubEachTest(session, 'useSignedIn', () => ({ signedIn: true, isPending: false }));
}

/**
 * Toasts are recorded instead of shown, for each test of the calling file. The returned mock
 * sees every `notifications.show` call and keeps them across tests, as a module mock did.
 */
export function recordToasts(): Mock<(...args: unknown[]) => void> {
  const show = vi.fn<(...args: unknown[]) => void>();
  stubEachTest(notifications, 'show', (...args: Parameters<typeof notifications.show>) => {
    show(...args);
    return '';
  });
  return show;
}

/**
 * Stands in for the lazily loaded Amplify module, for each test of the calling file. A session
 * is marked stored, so the session check asks this module instead of answering 'signed out'
 * from empty storage (session.ts).
 */
export function stubAuth(auth: Partial<AuthModule>) {
  stubEachTest(loadAuthModule, 'loadAuth', () => Promise.resolve(auth as AuthModule));
  stubEachTest(storedSession, 'storedSessionUser', () => 'someone');
}

/** The config is loaded before the session is read; a unit test has no server to load it from. */
export function stubConfigLoaded() {
  stubEachTest(runtimeConfig, 'runtimeConfigReady', () =>
    Promise.resolve({ userPoolClientId: 'test-client' } as RuntimeConfig),
  );
}
