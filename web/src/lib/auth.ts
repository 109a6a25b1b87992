import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut, type SignInOutput } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { getRuntimeConfig, type RuntimeConfig } from './runtime-config';

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
 * Password sign-in. USER_PASSWORD_AUTH because cognito-local has no SRP; the AWS app client
 * allows it too. The caller handles `nextStep` (e.g. CONFIRM_SIGN_UP, new password required).
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutput> {
  ensureConfigured();
  const input = {
    username: email.trim().toLowerCase(),
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

/**
 * Signs out on every device. Amplify clears the local tokens even when the global sign-out
 * call fails (cognito-local lacks GlobalSignOut), so the user always ends up signed out here.
 */
export async function signOutEverywhere(): Promise<void> {
  ensureConfigured();
  await signOut({ global: true });
}

const SESSION_EVENTS = new Set(['signedIn', 'signedOut', 'tokenRefresh_failure']);

/** Calls `listener` whenever the user signs in or out; returns the unsubscribe function. */
export function onAuthChange(listener: () => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (SESSION_EVENTS.has(payload.event)) listener();
  });
}
