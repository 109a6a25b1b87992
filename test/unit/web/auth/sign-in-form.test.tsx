// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SignInForm } from '@web/features/auth/components/sign-in-form';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { stubAuth, stubConfigLoaded } from '../support/stubs';

// Stands in for the lazily loaded Amplify module.
const signInWithPassword = vi.fn();
stubAuth({
  signInWithPassword,
  hasSession: () => Promise.resolve(true),
  getAccessToken: () => Promise.resolve('token'),
  onAuthChange: () => () => {},
});

const adminProfile = profileUser({
  id: 'u1',
  auth_id: 'u1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  role: 'ADMIN',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

stubConfigLoaded();

beforeEach(() => {
  signInWithPassword.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(adminProfile), { status: 200 }))),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  return renderRoute('/login', <SignInForm onForgotPassword={() => {}} />, {
    otherRoutes: [{ path: '*', element: <p>Landed</p> }],
  }).router;
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
const fillAndSubmit = () => {
  fireEvent.change(field('Email'), { target: { value: 'admin@example.com' } });
  fireEvent.change(field('Password'), { target: { value: 'Password123!' } });
  submit();
};
const cognitoError = (name: string) => Object.assign(new Error('Cognito says no'), { name });

describe('SignInForm', () => {
  it('asks for a valid e-mail and a password', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows "Incorrect email or password." for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInWithPassword.mockRejectedValue(cognitoError('NotAuthorizedException'));
    renderForm();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(screen.queryByRole('alert')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("reports an unconfirmed e-mail (Amplify's CONFIRM_SIGN_UP step)", async () => {
    signInWithPassword.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    renderForm();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your email has not been verified. Please check your email for a verification link.',
    );
  });

  it('goes where the redirect rule says after signing in', async () => {
    signInWithPassword.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const router = renderForm();
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(signInWithPassword).toHaveBeenCalledWith('admin@example.com', 'Password123!');
  });

  it('sends a user who must choose a new password to /reset-password', async () => {
    signInWithPassword.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    const router = renderForm();
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.state).toEqual({ newPasswordChallenge: true });
  });
});
