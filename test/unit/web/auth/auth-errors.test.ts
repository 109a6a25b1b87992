import { describe, expect, it } from 'vitest';
import {
  providerErrorMessage,
  signInErrorMessage,
  signInStepMessage,
  signUpErrorMessage,
} from '@web/features/auth/auth-errors';

/** An error as Amplify throws it: `name` is Cognito's exception. */
const cognitoError = (name: string, message = 'Cognito says no') => Object.assign(new Error(message), { name });

describe('sign-in errors (spec section 8)', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect email or password.'],
    ['UserNotFoundException', 'Incorrect email or password.'],
    ['LimitExceededException', 'Incorrect email or password.'],
    ['UserNotConfirmedException', 'Your email has not been verified. Please check your email for a verification link.'],
    ['NetworkError', 'An unexpected error occurred. Please try again later.'],
  ])('%s → %s', (name, message) => {
    expect(signInErrorMessage(cognitoError(name))).toBe(message);
  });

  it('anything that is not an Error is unexpected', () => {
    expect(signInErrorMessage('boom')).toBe('An unexpected error occurred. Please try again later.');
  });

  it("Amplify's CONFIRM_SIGN_UP step is the email_not_confirmed message", () => {
    expect(signInStepMessage('CONFIRM_SIGN_UP')).toBe(
      'Your email has not been verified. Please check your email for a verification link.',
    );
    expect(signInStepMessage('DONE')).toBeUndefined();
  });
});

describe('sign-up errors', () => {
  it("shows the provider's message", () => {
    expect(signUpErrorMessage(cognitoError('InvalidPasswordException', 'Password did not conform with policy'))).toBe(
      'Password did not conform with policy',
    );
  });
  it("or 'An unknown error occurred.' when the provider gives none", () => {
    expect(signUpErrorMessage(cognitoError('InvalidParameterException', ''))).toBe('An unknown error occurred.');
  });
  it('a failure that is not the provider is unexpected', () => {
    expect(signUpErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });
});

describe('password change and reset errors', () => {
  it("show the provider's message, else the generic one", () => {
    expect(providerErrorMessage(cognitoError('CodeMismatchException', 'Invalid verification code provided'))).toBe(
      'Invalid verification code provided',
    );
    expect(providerErrorMessage(new Error('bug'))).toBe('An unexpected error occurred. Please try again later.');
  });
});

describe('password change errors', () => {
  it('a wrong current password is said in plain words, other provider errors as they come', async () => {
    const { changePasswordErrorMessage } = await import('@web/features/auth/auth-errors');
    expect(changePasswordErrorMessage(cognitoError('NotAuthorizedException', 'User not authorized'))).toBe(
      'Your current password is not correct.',
    );
    expect(changePasswordErrorMessage(cognitoError('LimitExceededException', 'Attempt limit exceeded'))).toBe(
      'Attempt limit exceeded',
    );
  });
});
