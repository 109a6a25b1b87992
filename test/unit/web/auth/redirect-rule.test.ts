import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingPath, resolveLandingPath } from '@web/features/auth/redirect-rule';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { stubAuth, stubConfigLoaded } from '../support/stubs';

stubAuth({
  hasSession: () => Promise.resolve(true),
  getAccessToken: () => Promise.resolve('token'),
  onAuthChange: () => () => {},
});

stubConfigLoaded();

const mover = { role: 'MOVER' as const, move_request_id: null };

describe('landingPath: the spec redirect rule, in order', () => {
  it('1. no session: /login, whatever else is known', () => {
    expect(landingPath({ signedIn: false, forcedPasswordReset: true, profile: mover })).toBe('/login');
  });
  it('2. profile error PGRST116: /sign-up-redirect, before a forced reset', () => {
    expect(landingPath({ signedIn: true, profileErrorCode: 'PGRST116', forcedPasswordReset: true })).toBe(
      '/sign-up-redirect',
    );
  });
  it('3. forced password reset: /reset-password', () => {
    expect(landingPath({ signedIn: true, forcedPasswordReset: true, profile: mover })).toBe('/reset-password');
  });
  it('4. customer with a move request: /quotes; without: /move-info', () => {
    expect(landingPath({ signedIn: true, profile: { role: 'MOVER', move_request_id: 'mr-1' } })).toBe('/quotes');
    expect(landingPath({ signedIn: true, profile: mover })).toBe('/move-info');
  });
  it('5. moving company: /manage-leads (its leads, new requests first; the spec said the calendar)', () => {
    expect(landingPath({ signedIn: true, profile: { role: 'MOVING_COMPANY', move_request_id: null } })).toBe(
      '/manage-leads',
    );
  });
  it('6. admin: /admin-dashboard', () => {
    expect(landingPath({ signedIn: true, profile: { role: 'ADMIN', move_request_id: null } })).toBe('/admin-dashboard');
  });
  it('7. any other role, or no profile: /sign-up-redirect', () => {
    expect(landingPath({ signedIn: true, profile: null })).toBe('/sign-up-redirect');
    expect(landingPath({ signedIn: true, profile: { role: 'OTHER' as never, move_request_id: null } })).toBe(
      '/sign-up-redirect',
    );
  });
});

describe('resolveLandingPath', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the cached session and profile', async () => {
    const client = createQueryClient(); // the app's defaults: answers stay fresh for 60 s;
    client.setQueryData(queryKeys.session, true);
    client.setQueryData(queryKeys.user, { role: 'MOVING_COMPANY', move_request_id: null });
    expect(await resolveLandingPath(client)).toBe('/manage-leads');
  });

  it('signed out: /login without asking for a profile', async () => {
    const client = createQueryClient(); // the app's defaults: answers stay fresh for 60 s;
    client.setQueryData(queryKeys.session, false);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await resolveLandingPath(client)).toBe('/login');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a 404 profile with code PGRST116 leads to /sign-up-redirect', async () => {
    const client = createQueryClient(); // the app's defaults: answers stay fresh for 60 s;
    client.setQueryData(queryKeys.session, true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: 'User profile not found', code: 'PGRST116' }), { status: 404 }),
        ),
      ),
    );
    expect(await resolveLandingPath(client)).toBe('/sign-up-redirect');
  });
});
