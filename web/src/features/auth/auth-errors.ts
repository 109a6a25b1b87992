import { AUTH_MESSAGES as M } from './messages';

/*
 * Cognito errors, as Amplify throws them (`name` = the Cognito exception), mapped to the
 * spec's messages (section 8). Cognito's own errors end in "Exception"; anything else
 * (network failure, a bug) is unexpected.
 */

export function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

function isProviderError(error: unknown): error is Error {
  const name = errorName(error);
  return name !== undefined && name.endsWith('Exception');
}

/** Sign-in: unconfirmed e-mail, wrong credentials, or unexpected. */
export function signInErrorMessage(error: unknown): string {
  const name = errorName(error);
  if (name === 'UserNotConfirmedException') return M.emailNotConfirmed;
  if (name === 'PasswordResetRequiredException') return M.passwordResetRequired;
  if (isProviderError(error)) return M.incorrectCredentials;
  return M.unexpected;
}

/** Amplify reports some sign-in outcomes as a next step instead of an error. */
export function signInStepMessage(step: string): string | undefined {
  if (step === 'CONFIRM_SIGN_UP') return M.emailNotConfirmed;
  if (step === 'RESET_PASSWORD') return M.passwordResetRequired;
  return undefined;
}

export function isUsernameExistsError(error: unknown): boolean {
  return errorName(error) === 'UsernameExistsException';
}

/** Sign-up: the provider's message, or 'An unknown error occurred.'; non-provider failures are unexpected. */
export function signUpErrorMessage(error: unknown): string {
  if (!isProviderError(error)) return M.unexpected;
  return error.message.trim() || M.unknownProviderError;
}

/** Password change: Cognito's "Incorrect username or password." / "User not authorized" in plain words. */
export function changePasswordErrorMessage(error: unknown): string {
  if (errorName(error) === 'NotAuthorizedException') return M.currentPasswordWrong;
  return providerErrorMessage(error);
}

/** Password change and reset, forgot password: the provider's message, else the generic one. */
export function providerErrorMessage(error: unknown): string {
  if (isProviderError(error) && error.message.trim()) return error.message;
  return M.unexpected;
}
