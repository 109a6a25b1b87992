import { CALLER_PROFILE_MESSAGES, SESSION_ENDED_MESSAGES } from '@schemas/session';
import { paths } from '@web/config/paths';
import { loadAuth } from './load-auth';
import { queryClient } from './query-client';

/*
 * A signed-in user's session the server refuses (401: token refused, role changed; 403:
 * account deactivated) is over: the app signs the user out once, drops every
 * cached answer and request, and /login says why. Without this, pages kept asking and failing.
 */

const REASON_KEY = 'movematch.sessionEndedReason';
/** API Gateway's own 401 body says only this; the user gets a sentence instead. */
const GATEWAY_REFUSAL = 'Unauthorized';

/** The reason to show when an answer to a call that carried a token ends the session, else null. */
export function sessionRefusalReason(status: number, message: string): string | null {
  // No profile yet is also a new session's state (before POST /create-user, an invite's first
  // sign-in): that session must live on to create it. endSessionIfAccountGone asks Cognito
  // whether it is a deleted account instead.
  if (status === 401 && message === CALLER_PROFILE_MESSAGES.missing) return null;
  if (status === 401) return message && message !== GATEWAY_REFUSAL ? message : SESSION_ENDED_MESSAGES.fallbackReason;
  if (status === 403 && message === CALLER_PROFILE_MESSAGES.disabled) return message;
  return null;
}

let ended = false;

/** True once the session was ended here: the API client then sends nothing more. */
export function sessionEnded(): boolean {
  return ended;
}

export interface EndSessionDeps {
  signOut: () => Promise<void>;
  goToLogin: () => void;
}

const browserDeps: EndSessionDeps = {
  signOut: async () => (await loadAuth()).signOutEverywhere(),
  // A full load: nothing of the refused user's screens survives.
  goToLogin: () => window.location.assign(paths.login),
};

/** Signs out once (later refusals are ignored), keeps the reason for /login, and goes there. */
export function endSession(reason: string, deps: EndSessionDeps = browserDeps): void {
  if (ended) return;
  ended = true;
  rememberReason(reason);
  void queryClient.cancelQueries();
  queryClient.clear();
  deps
    .signOut()
    .catch((error: unknown) => console.warn('Sign-out after a refused session failed', error))
    .finally(deps.goToLogin);
}

/** How often a missing profile may make the app ask Cognito whether the account still exists. */
const ACCOUNT_CHECK_EVERY_MS = 60_000;
let lastAccountCheck = Number.NEGATIVE_INFINITY;

/**
 * A 401 "no profile" is either a new session before its profile exists (which must live on) or
 * a deleted account whose access token has not expired yet. Cognito tells them apart: a deleted
 * account's refresh token is refused. Asked at most once a minute, so a new session's polls do
 * not turn into a refresh each.
 */
export async function endSessionIfAccountGone(
  stillValid: () => Promise<boolean> = async () => (await loadAuth()).sessionStillValid(),
  deps: EndSessionDeps = browserDeps,
  now = Date.now(),
): Promise<void> {
  if (ended || now - lastAccountCheck < ACCOUNT_CHECK_EVERY_MS) return;
  lastAccountCheck = now;
  // Callers fire and forget: a check that cannot reach Cognito keeps the session, and says so.
  const valid = await stillValid().catch((error: unknown) => {
    console.warn('Could not ask whether the account still exists', error);
    return true;
  });
  if (!valid) endSession(CALLER_PROFILE_MESSAGES.missing, deps);
}

export function rememberReason(reason: string): void {
  try {
    sessionStorage.setItem(REASON_KEY, reason);
  } catch {
    // Storage may be unavailable (private mode): /login then shows no reason.
  }
}

/** The reason the last session ended (/login shows it), or null. */
export function sessionEndedReason(): string | null {
  try {
    return sessionStorage.getItem(REASON_KEY);
  } catch {
    return null;
  }
}

/** Once shown, forgotten: a reload of /login does not say it again. */
export function forgetSessionEndedReason(): void {
  try {
    sessionStorage.removeItem(REASON_KEY);
  } catch {
    // nothing kept
  }
}

/** For tests: a fresh page. */
export function resetSessionEnd(): void {
  ended = false;
  lastAccountCheck = Number.NEGATIVE_INFINITY;
}
