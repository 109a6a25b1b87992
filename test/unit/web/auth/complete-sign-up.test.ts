import { describe, expect, it, vi } from 'vitest';
import { completeSignUp, type CompleteSignUpDeps } from '@web/features/auth/complete-sign-up';

const profile = { id: 'sub-1', role: 'MOVER', move_request_id: null } as never;

function deps(overrides: Partial<CompleteSignUpDeps> = {}): CompleteSignUpDeps {
  return {
    hasSession: vi.fn(() => Promise.resolve(false)),
    hasCompleteSession: vi.fn(() => Promise.resolve(false)),
    confirmSignUp: vi.fn(() => Promise.resolve()),
    askSignUpTabToSignIn: vi.fn(() => Promise.resolve(false)),
    readIdentity: vi.fn(() =>
      Promise.resolve({ sub: 'sub-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lane', groups: [] }),
    ),
    createUser: vi.fn(() => Promise.resolve(profile)),
    refreshSession: vi.fn(() => Promise.resolve()),
    sessionPollDelayMs: 1,
    logError: () => {},
    ...overrides,
  };
}

const link = { email: 'ada@example.com', code: '123456' };

describe('completeSignUp (/sign-up-redirect)', () => {
  it('confirms, lets the sign-up tab sign in, creates the profile without a role and refreshes the tokens', async () => {
    // The other tab's tokens show up here after a couple of looks.
    const hasCompleteSession = vi
      .fn()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(false)
      .mockResolvedValue(true);
    const d = deps({ hasCompleteSession, askSignUpTabToSignIn: vi.fn(() => Promise.resolve(true)) });
    await expect(completeSignUp(link, d)).resolves.toEqual({ kind: 'done', profile });
    expect(d.confirmSignUp).toHaveBeenCalledWith('ada@example.com', '123456');
    expect(d.createUser).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lane',
      email: 'ada@example.com',
      auth_id: 'sub-1',
    });
    expect(d.refreshSession).toHaveBeenCalledTimes(1);
    expect(hasCompleteSession).toHaveBeenCalledTimes(3);
  });

  it('no sign-up tab answered: sign in by hand, with the e-mail confirmed', async () => {
    const d = deps();
    await expect(completeSignUp(link, d)).resolves.toEqual({
      kind: 'sign-in-needed',
      email: 'ada@example.com',
      confirmed: true,
    });
    expect(d.createUser).not.toHaveBeenCalled();
  });

  it('already signed in (same tab, or sent here by the redirect rule): no confirmation needed', async () => {
    const d = deps({ hasSession: vi.fn(() => Promise.resolve(true)) });
    await expect(completeSignUp({}, d)).resolves.toMatchObject({ kind: 'done' });
    expect(d.confirmSignUp).not.toHaveBeenCalled();
  });

  it('neither a session nor a link: sign in by hand', async () => {
    await expect(completeSignUp({}, deps())).resolves.toEqual({
      kind: 'sign-in-needed',
      email: undefined,
      confirmed: false,
    });
  });

  it("a wrong code shows the provider's message", async () => {
    const error = Object.assign(new Error('Invalid verification code provided, please try again.'), {
      name: 'CodeMismatchException',
    });
    const d = deps({ confirmSignUp: vi.fn(() => Promise.reject(error)) });
    await expect(completeSignUp(link, d)).resolves.toEqual({
      kind: 'failed',
      message: 'Invalid verification code provided, please try again.',
    });
  });

  it("create-user failing: 'Failed to create user account'", async () => {
    const d = deps({
      hasSession: vi.fn(() => Promise.resolve(true)),
      createUser: vi.fn(() => Promise.reject(new Error('500'))),
    });
    await expect(completeSignUp({}, d)).resolves.toEqual({ kind: 'failed', message: 'Failed to create user account' });
    expect(d.refreshSession).not.toHaveBeenCalled();
  });

  it('an invited user already has a group: the tokens are kept', async () => {
    const d = deps({
      hasSession: vi.fn(() => Promise.resolve(true)),
      readIdentity: vi.fn(() =>
        Promise.resolve({ sub: 's', email: 'i@x.com', firstName: 'I', lastName: 'V', groups: ['MOVING_COMPANY'] }),
      ),
    });
    await expect(completeSignUp({}, d)).resolves.toMatchObject({ kind: 'done' });
    expect(d.refreshSession).not.toHaveBeenCalled();
  });

  it('a failed refresh does not undo a created profile', async () => {
    const d = deps({
      hasSession: vi.fn(() => Promise.resolve(true)),
      refreshSession: vi.fn(() => Promise.reject(new Error('x'))),
    });
    await expect(completeSignUp({}, d)).resolves.toEqual({ kind: 'done', profile });
  });
});
