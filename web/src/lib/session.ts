import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAuth } from './load-auth';
import { queryClient } from './query-client';
import { runtimeConfigReady } from './runtime-config';
import { queryKeys } from './query-keys';

/*
 * "Is someone signed in?" as a query, so a page can ask without loading Amplify up front
 * or waiting for it: the answer arrives after the first render.
 */

let listening = false;

async function readSignedIn(): Promise<boolean> {
  // Loaders can ask before the config gate has rendered: Amplify needs the config first.
  await runtimeConfigReady();
  const auth = await loadAuth();
  if (!listening) {
    listening = true;
    auth.onAuthChange(() => void queryClient.invalidateQueries({ queryKey: queryKeys.session }));
  }
  return auth.hasSession();
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.session, queryFn: readSignedIn, retry: false });
}

/** `signedIn` is false until the session has been read (`isPending` tells the two apart). */
export function useSignedIn(): { signedIn: boolean; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions());
  return { signedIn: data === true, isPending };
}
