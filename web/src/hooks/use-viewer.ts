import { useQuery } from '@tanstack/react-query';
import type { Role } from '@schemas/enums';
import { isApiError, type ApiError } from '@web/lib/api-error';
import { useSignedIn } from '@web/lib/session';
import { getUserQueryOptions, type CurrentUser } from '@web/lib/api/get-user';

/**
 * Who is looking at the page: loading, signed out, or signed in with their profile.
 * The role comes from the profile the server keeps (never from the client); while the profile
 * is loading or missing, the spec's default role MOVER applies.
 */
export type Viewer =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: CurrentUser | null;
      role: Role;
      profileError: ApiError | null;
      profileLoading: boolean;
    };

export function useViewer(): Viewer {
  const session = useSignedIn();
  const profile = useQuery({ ...getUserQueryOptions(), enabled: session.signedIn });
  if (session.isPending) return { status: 'loading' };
  if (!session.signedIn) return { status: 'signed-out' };
  const user = profile.data ?? null;
  return {
    status: 'signed-in',
    user,
    role: user?.role ?? 'MOVER',
    profileError: isApiError(profile.error) ? profile.error : null,
    profileLoading: profile.isPending,
  };
}

/** First and last initials for the account item and avatars ('JR'). */
export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName'> | null | undefined): string {
  if (!user) return '';
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
}
