// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { CALLER_PROFILE_MESSAGES, SESSION_ENDED_MESSAGES } from '@schemas/session';
import { createApiClient } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { backedOffPoll, POLL_BACKOFF_MAX_MS } from '@web/lib/query-client';
import {
  endSession,
  endSessionIfAccountGone,
  forgetSessionEndedReason,
  resetSessionEnd,
  sessionEnded,
  sessionEndedReason,
  sessionRefusalReason,
} from '@web/lib/session-end';
import { reactToSignOutElsewhere } from '@web/features/auth/auth-events';
import { queryKeys } from '@web/lib/query-keys';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  resetSessionEnd();
  forgetSessionEndedReason();
});
afterEach(() => resetSessionEnd());

describe('a refused session', () => {
  it('is a 401 (but the missing profile of a new session), or the deactivated-account 403; other refusals are not', () => {
    expect(sessionRefusalReason(401, CALLER_PROFILE_MESSAGES.roleChanged)).toBe(CALLER_PROFILE_MESSAGES.roleChanged);
    // No profile yet: a sign-up or an invite's first sign-in is about to create it.
    expect(sessionRefusalReason(401, CALLER_PROFILE_MESSAGES.missing)).toBeNull();
    expect(sessionRefusalReason(401, 'Unauthorized')).toBe(SESSION_ENDED_MESSAGES.fallbackReason);
    expect(sessionRefusalReason(403, CALLER_PROFILE_MESSAGES.disabled)).toBe(CALLER_PROFILE_MESSAGES.disabled);
    expect(sessionRefusalReason(403, 'Your account type cannot use this feature')).toBeNull();
    expect(sessionRefusalReason(404, 'Not found')).toBeNull();
  });

  it('the client reports it for a call that carried a token only, and sends nothing once the session ended', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json(401, { error: CALLER_PROFILE_MESSAGES.roleChanged })),
    );
    const refused = vi.fn();
    let ended = false;
    const signedIn = createApiClient({
      getAccessToken: () => Promise.resolve('token'),
      fetch: fetchMock,
      onSessionRefused: refused,
      sessionEnded: () => ended,
    });
    await expect(signedIn(routes.getUser)).rejects.toMatchObject({ status: 401 });
    expect(refused).toHaveBeenCalledWith(401, CALLER_PROFILE_MESSAGES.roleChanged);

    const visitor = createApiClient({
      getAccessToken: () => Promise.resolve(undefined),
      fetch: fetchMock,
      onSessionRefused: refused,
    });
    await expect(visitor(routes.getUser)).rejects.toBeInstanceOf(ApiError);
    expect(refused).toHaveBeenCalledTimes(1);

    ended = true;
    await expect(signedIn(routes.getUser)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a missing profile ends the session only when Cognito refuses its refresh (a deleted account), asking at most once a minute', async () => {
    const signOut = vi.fn(async () => {});
    const goToLogin = vi.fn();
    const deps = { signOut, goToLogin };
    // A new session (its refresh works): it lives on.
    const stillValid = vi.fn(() => Promise.resolve(true));
    await endSessionIfAccountGone(stillValid, deps, 1_000);
    await endSessionIfAccountGone(stillValid, deps, 30_000);
    expect(stillValid).toHaveBeenCalledTimes(1);
    expect(sessionEnded()).toBe(false);
    // A minute later the account is gone: its refresh is refused, so the session ends once.
    const gone = vi.fn(() => Promise.resolve(false));
    await endSessionIfAccountGone(gone, deps, 61_001);
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
    expect(sessionEnded()).toBe(true);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionEndedReason()).toBe(CALLER_PROFILE_MESSAGES.missing);
  });

  it('a check that cannot reach Cognito keeps the session and never rejects (callers fire and forget)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const goToLogin = vi.fn();
    const unreachable = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      endSessionIfAccountGone(unreachable, { signOut: vi.fn(async () => {}), goToLogin }, 1_000),
    ).resolves.toBeUndefined();
    expect(unreachable).toHaveBeenCalledTimes(1);
    expect(sessionEnded()).toBe(false);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('signs out once, keeps the reason for /login and goes there, however many calls were refused', async () => {
    const signOut = vi.fn(async () => {});
    const goToLogin = vi.fn();
    endSession(CALLER_PROFILE_MESSAGES.disabled, { signOut, goToLogin });
    endSession(CALLER_PROFILE_MESSAGES.roleChanged, { signOut, goToLogin });
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionEnded()).toBe(true);
    expect(sessionEndedReason()).toBe(CALLER_PROFILE_MESSAGES.disabled);
  });

  it('still goes to /login when the sign-out call fails (a deactivated account cannot sign out globally)', async () => {
    const goToLogin = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    endSession('Gone', { signOut: async () => Promise.reject(new Error('User is disabled.')), goToLogin });
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
  });
});

describe('polls back off while they fail', () => {
  const state = (status: string, errorUpdateCount: number, error: unknown = new ApiError(503, 'Down')) => ({
    state: { status, error, errorUpdateCount },
  });

  it('keep the interval while answers come, double it per failure up to the cap, and stop after a refusal', () => {
    const poll = backedOffPoll(30_000);
    expect(poll(state('success', 3))).toBe(30_000);
    expect(poll(state('error', 1))).toBe(60_000);
    expect(poll(state('error', 3))).toBe(240_000);
    expect(poll(state('error', 30))).toBe(POLL_BACKOFF_MAX_MS);
    expect(poll(state('error', 1, new ApiError(401, 'Unauthorized')))).toBe(false);
    expect(poll(state('error', 1, new ApiError(429, 'Slow down')))).toBe(60_000);
  });
});

describe('signing out in another tab', () => {
  it('drops every cached answer here and goes to /login with the reason (not from an auth page)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.user, { id: 'u1' });
    queryClient.setQueryData(queryKeys.conversations, [{ id: 'c1' }]);
    const goToLogin = vi.fn();
    const rememberReason = vi.fn();
    reactToSignOutElsewhere({ queryClient, currentPath: () => '/messages', goToLogin, rememberReason });
    expect(queryClient.getQueryData(queryKeys.conversations)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.session)).toBe(false);
    expect(rememberReason).toHaveBeenCalledWith(SESSION_ENDED_MESSAGES.signedOutElsewhere);
    expect(goToLogin).toHaveBeenCalledTimes(1);

    reactToSignOutElsewhere({ queryClient, currentPath: () => '/login', goToLogin, rememberReason });
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});
