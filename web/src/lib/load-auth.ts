/** The auth module, loaded on first use so aws-amplify is not part of the first page load. */
export type AuthModule = typeof import('./auth');

let authModule: Promise<AuthModule> | undefined;

export function loadAuth(): Promise<AuthModule> {
  authModule ??= import('./auth').catch((error: unknown) => {
    authModule = undefined; // a failed chunk download may succeed next time
    throw error;
  });
  return authModule;
}
