import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { reactToAuthEvent } from '@web/features/auth/auth-events';
import { userQueryKey } from '@web/features/users/api/get-user';
import { sessionQueryKey } from '@web/lib/session';

function setUp(path = '/quotes') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, true);
  queryClient.setQueryData(userQueryKey, { firstName: 'Ada' });
  const goToLogin = vi.fn();
  const react = (event: string) => reactToAuthEvent(event, { queryClient, goToLogin, currentPath: () => path });
  return { queryClient, goToLogin, react };
}

describe('auth events (spec section 4)', () => {
  it('signedIn: the session is stored and the user is read again', () => {
    const { queryClient, react } = setUp();
    queryClient.setQueryData(sessionQueryKey, false);
    react('signedIn');
    expect(queryClient.getQueryData(sessionQueryKey)).toBe(true);
    expect(queryClient.getQueryData(userQueryKey)).toBeUndefined();
  });

  it('signedOut: the stored user is cleared and the app goes to /login', () => {
    const { queryClient, goToLogin, react } = setUp();
    react('signedOut');
    expect(queryClient.getQueryData(userQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(sessionQueryKey)).toBe(false);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('signedOut on a page that is itself signing in or out: no jump to /login', () => {
    for (const path of ['/login', '/signup', '/sign-up-redirect', '/logout-redirect', '/reset-password']) {
      const { goToLogin, react } = setUp(path);
      react('signedOut');
      expect(goToLogin).not.toHaveBeenCalled();
    }
  });

  it('tokenRefresh: the user stays on screen while it is read again', () => {
    const { queryClient, react } = setUp();
    react('tokenRefresh');
    expect(queryClient.getQueryData(userQueryKey)).toEqual({ firstName: 'Ada' });
    expect(queryClient.getQueryState(userQueryKey)?.isInvalidated).toBe(true);
  });

  it.each(['tokenRefresh_failure', 'signInWithRedirect_failure', 'customOAuthState'])('%s: the stored user is cleared', (event) => {
    const { queryClient, goToLogin, react } = setUp();
    react(event);
    expect(queryClient.getQueryData(userQueryKey)).toBeUndefined();
    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
