import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

/** The auth module, loaded on first use so aws-amplify is not part of the first page load. */
export type AuthModule = typeof import('./auth');

let authModule: Promise<AuthModule> | undefined;

export function loadAuth(): Promise<AuthModule> {
  authModule ??= import('./auth').then(
    (auth) => {
      // From the moment Amplify is here, a sign-in or sign-out answers "is someone signed in?" afresh.
      auth.onAuthChange(() => void queryClient.invalidateQueries({ queryKey: queryKeys.session }));
      return auth;
    },
    (error: unknown) => {
      authModule = undefined; // a failed chunk download may succeed next time
      throw error;
    },
  );
  return authModule;
}
