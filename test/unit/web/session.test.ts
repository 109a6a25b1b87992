// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as loadAuthModule from '@web/lib/load-auth';
import type { AuthModule } from '@web/lib/load-auth';
import { createQueryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session';
import { sessionTokensStored, storedSessionUser } from '@web/lib/stored-session';
import { stubEachTest } from '@test/support/stub-each-test';
import { stubConfigLoaded } from './support/stubs';

stubConfigLoaded();
const hasSession = vi.fn(() => Promise.resolve(true));
const loadAuth = vi.fn(() => Promise.resolve({ hasSession } as Partial<AuthModule> as AuthModule));
stubEachTest(loadAuthModule, 'loadAuth', loadAuth);
afterEach(() => {
  localStorage.clear();
  loadAuth.mockClear();
  hasSession.mockClear();
});

const prefix = 'CognitoIdentityServiceProvider.test-client';
const signedIn = () => createQueryClient().fetchQuery(sessionQueryOptions());

describe('is someone signed in?', () => {
  it('answers no for a visitor with nothing stored, without loading Amplify', async () => {
    expect(await signedIn()).toBe(false);
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('asks Amplify when a session of this app is stored', async () => {
    localStorage.setItem(`${prefix}.LastAuthUser`, 'ana@example.com');
    expect(await signedIn()).toBe(true);
    expect(hasSession).toHaveBeenCalledTimes(1);
    hasSession.mockResolvedValueOnce(false);
    expect(await signedIn()).toBe(false);
  });

  it('ignores another app client’s session', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.other-client.LastAuthUser', 'ana@example.com');
    expect(await signedIn()).toBe(false);
    expect(loadAuth).not.toHaveBeenCalled();
  });
});

describe('the stored session', () => {
  it('is complete only with all three tokens of the last user', () => {
    expect(storedSessionUser('test-client')).toBeNull();
    localStorage.setItem(`${prefix}.LastAuthUser`, 'ana');
    expect(storedSessionUser('test-client')).toBe('ana');
    localStorage.setItem(`${prefix}.ana.accessToken`, 'a');
    localStorage.setItem(`${prefix}.ana.idToken`, 'i');
    expect(sessionTokensStored('test-client')).toBe(false);
    localStorage.setItem(`${prefix}.ana.refreshToken`, 'r');
    expect(sessionTokensStored('test-client')).toBe(true);
  });
});
