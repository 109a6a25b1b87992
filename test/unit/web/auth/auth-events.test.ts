import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { reactToAuthEvent } from '@web/features/auth/auth-events';
import { queryKeys } from '@web/lib/query-keys';

function setUp(path = '/quotes') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.session, true);
  queryClient.setQueryData(queryKeys.user, { firstName: 'Ada' });
  const goToLogin = vi.fn();
  const react = (event: string) => reactToAuthEvent(event, { queryClient, goToLogin, currentPath: () => path });
  return { queryClient, goToLogin, react };
}

describe('auth events (spec section 4)', () => {
  it('signedIn: the session is stored and the user is read again', () => {
    const { queryClient, react } = setUp();
    queryClient.setQueryData(queryKeys.session, false);
    react('signedIn');
    expect(queryClient.getQueryData(queryKeys.session)).toBe(true);
    expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
  });

  it('signedOut: the stored user is cleared and the app goes to /login', () => {
    const { queryClient, goToLogin, react } = setUp();
    react('signedOut');
    expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.session)).toBe(false);
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
    expect(queryClient.getQueryData(queryKeys.user)).toEqual({ firstName: 'Ada' });
    expect(queryClient.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
  });

  it.each(['tokenRefresh_failure', 'signInWithRedirect_failure', 'customOAuthState'])(
    '%s: the stored user is cleared',
    (event) => {
      const { queryClient, goToLogin, react } = setUp();
      react(event);
      expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
      expect(queryClient.getQueryState(queryKeys.session)?.isInvalidated).toBe(true);
      expect(goToLogin).not.toHaveBeenCalled();
    },
  );
});
