import type { QueryClient } from '@tanstack/react-query';
import { SESSION_ENDED_MESSAGES } from '@schemas/session';
import { paths } from '@web/config/paths';
import { clearStoredUser, markSignedIn, markSignedOut, refreshViewer } from './session-cache';

/*
 * Spec section 4, authentication events, for Amplify's Hub events (its names differ from the
 * spec's SIGNED_IN / SIGNED_OUT / INITIAL_SESSION; Amplify has no initial-session event).
 */

/** Pages that drive sign-in or sign-out themselves: a sign-out event must not yank them to /login. */
const AUTH_FLOW_PATHS: readonly string[] = [
  paths.login,
  paths.signup,
  paths.signUpRedirect,
  paths.logoutRedirect,
  paths.resetPassword,
];

export interface AuthEventContext {
  queryClient: QueryClient;
  /** The current path, to leave auth pages alone. */
  currentPath: () => string;
  goToLogin: () => void;
}

export function reactToAuthEvent(event: string, context: AuthEventContext): void {
  const { queryClient } = context;
  switch (event) {
    case 'signedIn':
      void markSignedIn(queryClient);
      return;
    case 'signedOut':
      markSignedOut(queryClient);
      if (!AUTH_FLOW_PATHS.includes(context.currentPath())) context.goToLogin();
      return;
    case 'tokenRefresh':
      // New tokens for the same user (maybe a new role group): re-read, keep showing the cached user meanwhile.
      void refreshViewer(queryClient);
      return;
    default:
      // tokenRefresh_failure, signInWithRedirect(_failure), customOAuthState ...: the stored user is cleared.
      clearStoredUser(queryClient);
  }
}

/**
 * Another tab signed out (the tokens all tabs share are gone): nothing of the account stays
 * on screen or in the cache here either, and /login says why.
 */
export function reactToSignOutElsewhere(
  context: AuthEventContext & { rememberReason: (reason: string) => void },
): void {
  context.queryClient.clear();
  markSignedOut(context.queryClient);
  if (AUTH_FLOW_PATHS.includes(context.currentPath())) return;
  context.rememberReason(SESSION_ENDED_MESSAGES.signedOutElsewhere);
  context.goToLogin();
}
