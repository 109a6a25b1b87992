import { redirect } from 'react-router';
import { paths } from '@web/config/paths';
import { queryClient } from './query-client';
import { sessionQueryOptions } from './session';

/**
 * Route loader for pages that need a signed-in user (spec section 2): visitors without a
 * session go to /login. Use as `{ path: '/profile', loader: requireSession, lazy: ... }`.
 */
export async function requireSession(): Promise<null> {
  const signedIn = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => false);
  if (!signedIn) throw redirect(paths.login);
  return null;
}
