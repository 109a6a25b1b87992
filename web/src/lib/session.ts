import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAuth } from './load-auth';
import { runtimeConfigReady } from './runtime-config';
import { storedSessionUser } from './stored-session';
import { queryKeys } from './query-keys';

/*
 * "Is someone signed in?" as a query, so a page can ask without loading Amplify up front
 * or waiting for it: the answer arrives after the first render.
 */

async function readSignedIn(): Promise<boolean> {
  // Loaders can ask before the config gate has rendered: Amplify needs the config first.
  const config = await runtimeConfigReady();
  // Nothing stored, nobody signed in: a visitor's first load never waits on Amplify's chunk.
  // A sign-in later loads it (load-auth.ts), and its events invalidate this answer.
  if (!storedSessionUser(config.userPoolClientId)) return false;
  return (await loadAuth()).hasSession();
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.session, queryFn: readSignedIn, retry: false });
}

/** `signedIn` is false until the session has been read (`isPending` tells the two apart). */
export function useSignedIn(): { signedIn: boolean; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions());
  return { signedIn: data === true, isPending };
}
