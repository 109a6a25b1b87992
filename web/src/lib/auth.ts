import { Amplify, type ResourcesConfig } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  type SignInOutput,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { getRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { announceSignedOut } from './session-channel';
import { sessionTokensStored } from './stored-session';

/*
 * Everything that touches aws-amplify lives here. Import it through loadAuth() (load-auth.ts)
 * so Amplify (~45 KB gzip) stays out of the first page load.
 */

export function toAmplifyConfig(config: RuntimeConfig): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        loginWith: { email: true },
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
      },
    },
  };
}

let configured = false;

function ensureConfigured(): void {
  if (configured) return;
  Amplify.configure(toAmplifyConfig(getRuntimeConfig()));
  configured = true;
}

/** Cognito usernames here are e-mail addresses; one spelling everywhere avoids duplicates. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The current access token (refreshed by Amplify when expired), or undefined when signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  ensureConfigured();
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken?.toString();
}

/** True when a usable session exists; an unreadable session counts as signed out. */
export async function hasSession(): Promise<boolean> {
  try {
    return (await getAccessToken()) !== undefined;
  } catch (error) {
    console.warn('Could not read the auth session', error);
    return false;
  }
}

/**
 * True once this tab can see every token of a session (access, ID and refresh). Another tab's
 * sign-in reaches this tab's localStorage key by key, a moment later (Chromium syncs storage
 * between tab processes asynchronously); Amplify v6 keeps them under these keys.
 */
export async function hasCompleteSession(): Promise<boolean> {
  return sessionTokensStored(getRuntimeConfig().userPoolClientId) && hasSession();
}

/**
 * Fetches new tokens now, e.g. after the server added the user to a role group, so the
 * group is in the next request's token.
 */
export async function refreshSession(): Promise<void> {
  ensureConfigured();
  await fetchAuthSession({ forceRefresh: true });
}

/**
 * False when Cognito no longer honours this session's refresh token (the account was deleted):
 * Amplify then drops the tokens and the forced refresh yields none. A network failure is not an
 * answer, so it counts as still signed in.
 */
export async function sessionStillValid(): Promise<boolean> {
  ensureConfigured();
  try {
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    return tokens?.accessToken !== undefined;
  } catch (error) {
    console.warn('Could not refresh the auth session', error);
    return true;
  }
}

/**
 * Password sign-in. USER_PASSWORD_AUTH because cognito-local has no SRP; the AWS app client
 * allows it too. The caller handles `nextStep` (CONFIRM_SIGN_UP, new password required ...).
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutput> {
  ensureConfigured();
  const input = {
    username: normalizeEmail(email),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' as const },
  };
  try {
    return await signIn(input);
  } catch (error) {
    // A stale session from another account would block the new sign-in: drop it and retry once.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      return signIn(input);
    }
    throw error;
  }
}

/** Answers the NEW_PASSWORD_REQUIRED challenge of an invited user's first sign-in. */
export async function completeNewPassword(newPassword: string): Promise<SignInOutput> {
  ensureConfigured();
  return confirmSignIn({ challengeResponse: newPassword });
}

/**
 * True while a sign-in waits for a new password. Amplify keeps the challenge in
 * sessionStorage for 3 minutes (Cognito's session lifetime), so this survives a reload.
 */
export function hasPendingNewPasswordChallenge(): boolean {
  const challenge = sessionStorage.getItem('CognitoSignInState.challengeName');
  const expiry = Number(sessionStorage.getItem('CognitoSignInState.expiry'));
  return challenge === 'NEW_PASSWORD_REQUIRED' && expiry > Date.now();
}

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Customer self sign-up. No role is sent: the server makes every self sign-up a MOVER.
 * The first name in clientMetadata greets the user in the confirmation e-mail.
 */
export async function signUpCustomer(customer: NewCustomer): Promise<void> {
  ensureConfigured();
  const email = normalizeEmail(customer.email);
  await signUp({
    username: email,
    password: customer.password,
    options: {
      userAttributes: { email, given_name: customer.firstName.trim(), family_name: customer.lastName.trim() },
      clientMetadata: { firstName: customer.firstName.trim() },
    },
  });
}

/**
 * Confirms a sign-up with the e-mailed code. An account that is already confirmed counts as
 * confirmed: AWS says NotAuthorizedException "... Current status is CONFIRMED"; the local
 * emulator drops the code on confirmation and says ExpiredCodeException.
 */
export async function confirmSignUpCode(email: string, code: string): Promise<void> {
  ensureConfigured();
  try {
    await confirmSignUp({ username: normalizeEmail(email), confirmationCode: code.trim() });
  } catch (error) {
    if (isAlreadyConfirmedError(error)) return;
    throw error;
  }
}

export function isAlreadyConfirmedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ExpiredCodeException') return true;
  return error.name === 'NotAuthorizedException' && /CONFIRMED/i.test(error.message);
}

/** Sends the reset e-mail; its link opens /reset-password?email=…&code=…. */
export async function requestPasswordReset(email: string): Promise<void> {
  ensureConfigured();
  await resetPassword({ username: normalizeEmail(email) });
}

/** Sets the new password with the code from the reset e-mail. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  ensureConfigured();
  await confirmResetPassword({ username: normalizeEmail(email), confirmationCode: code.trim(), newPassword });
}

/** Changes the signed-in user's password; Cognito checks the current one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  ensureConfigured();
  await updatePassword({ oldPassword: currentPassword, newPassword });
}

export interface SignedInIdentity {
  /** Cognito sub: the profile's auth_id. */
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Role groups in the current token (none yet right after self sign-up). */
  groups: string[];
}

/**
 * Who is signed in, with the names given at sign-up. The ID token carries given_name and
 * family_name in AWS; the local emulator leaves them out, so the attributes are read then.
 */
export async function readSignedInIdentity(): Promise<SignedInIdentity | undefined> {
  ensureConfigured();
  const { tokens } = await fetchAuthSession();
  const claims = tokens?.idToken?.payload;
  if (!claims?.sub) return undefined;
  const groups = claims['cognito:groups'];
  const fromToken = {
    groups: Array.isArray(groups) ? groups.map(String) : [],
    sub: String(claims.sub),
    email: claimText(claims.email),
    firstName: claimText(claims.given_name),
    lastName: claimText(claims.family_name),
  };
  if (fromToken.email && fromToken.firstName && fromToken.lastName) return fromToken;
  const attributes = await fetchUserAttributes();
  return {
    ...fromToken,
    email: fromToken.email || (attributes.email ?? ''),
    firstName: fromToken.firstName || (attributes.given_name ?? ''),
    lastName: fromToken.lastName || (attributes.family_name ?? ''),
  };
}

/**
 * The role groups in the signed-in session's ID token, read from the stored tokens without a
 * request; undefined when nobody is signed in.
 */
export async function sessionGroups(): Promise<string[] | undefined> {
  ensureConfigured();
  const { tokens } = await fetchAuthSession();
  const claims = tokens?.idToken?.payload;
  if (!claims?.sub) return undefined;
  const groups = claims['cognito:groups'];
  return Array.isArray(groups) ? groups.map(String) : [];
}

/**
 * Signs out on every device. Amplify clears the local tokens even when the global sign-out
 * call fails (cognito-local lacks GlobalSignOut), so the user always ends up signed out here;
 * this browser's other tabs are told at once (session-channel.ts).
 */
export async function signOutEverywhere(): Promise<void> {
  ensureConfigured();
  try {
    await signOut({ global: true });
  } finally {
    announceSignedOut();
  }
}

const SESSION_EVENTS = new Set(['signedIn', 'signedOut', 'tokenRefresh_failure']);

/** Calls `listener` whenever the user signs in or out; returns the unsubscribe function. */
export function onAuthChange(listener: () => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (SESSION_EVENTS.has(payload.event)) listener();
  });
}

/**
 * Calls `listener` with the name of every Amplify auth event (signedIn, signedOut,
 * tokenRefresh, tokenRefresh_failure, signInWithRedirect ...), including those another tab
 * caused once Amplify is configured; returns the unsubscribe function. It does not
 * configure Amplify itself, so it may run before the runtime config is loaded.
 */
export function onAuthEvent(listener: (event: string) => void): () => void {
  return Hub.listen('auth', ({ payload }) => listener(payload.event));
}

/** A text claim of the ID token, or '' when it is missing or not text. */
function claimText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
