import type { SignedInIdentity } from '@web/lib/auth';
import type { CurrentUser } from '@web/lib/api/get-user';
import { providerErrorMessage } from './auth-errors';
import { AUTH_MESSAGES } from './messages';

/*
 * What /sign-up-redirect does (spec section 2): confirm the e-mail, get a session, create the
 * profile, refresh the tokens when the server just added the MOVER group. A plain function of
 * its dependencies, so each branch is testable without Amplify or a server.
 */

export type SignUpCompletion =
  /** Profile exists (null when the server only said it already existed). */
  | { kind: 'done'; profile: CurrentUser | null }
  /** No session in this tab: sign in by hand. `confirmed` says the e-mail was just confirmed. */
  | { kind: 'sign-in-needed'; email?: string; confirmed: boolean }
  | { kind: 'failed'; message: string };

export interface CompleteSignUpDeps {
  hasSession: () => Promise<boolean>;
  /** All of a session's tokens are readable here (see waitForSession). */
  hasCompleteSession: () => Promise<boolean>;
  confirmSignUp: (email: string, code: string) => Promise<void>;
  /** Asks the tab that signed up to sign in; true once it has. */
  askSignUpTabToSignIn: (email: string) => Promise<boolean>;
  readIdentity: () => Promise<SignedInIdentity | undefined>;
  createUser: (body: {
    firstName: string;
    lastName: string;
    email: string;
    auth_id: string;
  }) => Promise<CurrentUser | null>;
  refreshSession: () => Promise<void>;
  /** How often and how far apart to look for the session the other tab stored (20 × 100 ms). */
  sessionPollAttempts?: number;
  sessionPollDelayMs?: number;
  logError?: (message: string, error: unknown) => void;
}

/**
 * The other tab's tokens reach this tab's localStorage a moment after its message can, and
 * key by key (Chromium syncs storage between tab processes asynchronously): look a few times.
 */
async function waitForSession(deps: CompleteSignUpDeps): Promise<boolean> {
  const attempts = deps.sessionPollAttempts ?? 20;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (await deps.hasCompleteSession()) return true;
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, deps.sessionPollDelayMs ?? 100));
  }
  return false;
}

export async function completeSignUp(
  link: { email?: string | null; code?: string | null },
  deps: CompleteSignUpDeps,
): Promise<SignUpCompletion> {
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  const email = link.email?.trim() || undefined;
  let signedIn = await deps.hasSession();

  if (!signedIn) {
    if (!email || !link.code) return { kind: 'sign-in-needed', email, confirmed: false };
    try {
      await deps.confirmSignUp(email, link.code);
    } catch (error) {
      logError('Could not confirm the sign-up', error);
      return { kind: 'failed', message: providerErrorMessage(error) };
    }
    signedIn = (await deps.askSignUpTabToSignIn(email)) && (await waitForSession(deps));
    if (!signedIn) return { kind: 'sign-in-needed', email, confirmed: true };
  }

  let profile: CurrentUser | null;
  let hadGroup: boolean;
  try {
    const identity = await deps.readIdentity();
    if (!identity) throw new Error('The session has no ID token');
    hadGroup = identity.groups.length > 0;
    profile = await deps.createUser({
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
      auth_id: identity.sub,
    });
  } catch (error) {
    logError('Could not create the user record', error);
    return { kind: 'failed', message: AUTH_MESSAGES.createUserFailed };
  }

  // Self sign-ups get their MOVER group from create-user: new tokens carry it. Invited users
  // already had theirs, so their tokens stay.
  if (hadGroup) return { kind: 'done', profile };
  try {
    await deps.refreshSession();
  } catch (error) {
    // The profile exists; the next automatic refresh brings the group. Not worth failing over.
    logError('Could not refresh the session after creating the user', error);
  }
  return { kind: 'done', profile };
}
