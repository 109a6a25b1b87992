import type { UserItem } from '@functions/core/data/user/users';

/** How a record names the calling admin (vetted by, changed by): first and last name, else the e-mail. */
export function callerName(profile: Pick<UserItem, 'firstName' | 'lastName' | 'email'> | null): string {
  return [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || (profile?.email ?? 'MoveMatch admin');
}
