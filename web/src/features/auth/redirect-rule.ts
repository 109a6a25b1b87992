import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@web/config/paths';
import { isApiError } from '@web/lib/api-error';
import { sessionQueryOptions } from '@web/lib/session';
import { getUserQueryOptions, type CurrentUser } from '@web/lib/api/get-user';

export interface LandingInput {
  signedIn: boolean;
  /** Set when the sign-in asked for a new password (invited users, temporary password). */
  forcedPasswordReset?: boolean;
  profile?: Pick<CurrentUser, 'role' | 'move_request_id'> | null;
  /** The error code of the profile fetch, e.g. PGRST116 when no profile exists yet. */
  profileErrorCode?: string | null;
}

/**
 * Where a user lands after login or a click on the logo: the spec's seven steps, in order, but
 * for a company, which opens on /manage-leads (docs/leads.md, The lead manager).
 */
export function landingPath(input: LandingInput): string {
  if (!input.signedIn) return paths.login;
  if (input.profileErrorCode === 'PGRST116') return paths.signUpRedirect;
  if (input.forcedPasswordReset) return paths.resetPassword;
  switch (input.profile?.role) {
    case 'MOVER':
      return input.profile.move_request_id ? paths.quotes : paths.moveInfo;
    case 'MOVING_COMPANY':
      // Its leads, new requests first (issue 40): what a mover acts on each day, not its calendar.
      return paths.manageLeads;
    case 'ADMIN':
      return paths.adminDashboard;
    default:
      return paths.signUpRedirect;
  }
}

/** Reads the session and profile (from cache when fresh) and applies the rule. */
export async function resolveLandingPath(queryClient: QueryClient): Promise<string> {
  const signedIn = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => false);
  if (!signedIn) return landingPath({ signedIn });
  try {
    const profile = await queryClient.fetchQuery(getUserQueryOptions());
    return landingPath({ signedIn, profile });
  } catch (error) {
    const code = isApiError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
    return landingPath({ signedIn, profileErrorCode: code ?? null });
  }
}
