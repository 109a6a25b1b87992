/*
 * Where Amplify v6 keeps a Cognito session in this browser (localStorage, key by key), read
 * without loading Amplify: a visitor with nothing stored is signed out, known at once.
 */

const keyPrefix = (clientId: string) => `CognitoIdentityServiceProvider.${clientId}`;

/** The signed-in user's name Amplify stored for this app client, or null when none is. */
export function storedSessionUser(clientId: string): string | null {
  try {
    return localStorage.getItem(`${keyPrefix(clientId)}.LastAuthUser`);
  } catch {
    return null; // storage refused (private mode settings): Amplify could not have stored one either
  }
}

/** True when every token of a session is stored (access, ID and refresh). */
export function sessionTokensStored(clientId: string): boolean {
  const user = storedSessionUser(clientId);
  if (!user) return false;
  return ['accessToken', 'idToken', 'refreshToken'].every((token) =>
    localStorage.getItem(`${keyPrefix(clientId)}.${user}.${token}`),
  );
}
