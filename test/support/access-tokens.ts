import { createRequire } from 'node:module';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';

/*
 * Tokens with bad claims or a foreign signature, for the tests that the gateway refuses them.
 */

/** The local emulator's own signing key: it ships in its package, so a test can sign tokens the gateway trusts, with bad claims. */
export async function emulatorSigningKey(): Promise<CryptoKey> {
  const require = createRequire(import.meta.url);
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JWK };
  return (await importJWK(jwk, 'RS256')) as CryptoKey;
}

/** A key nobody trusts: what a forger has. */
export async function strangerSigningKey(): Promise<CryptoKey> {
  return (await generateKeyPair('RS256')).privateKey;
}

/** Signs the claims of a real token again, with changes, using the given key. */
export async function resign(token: string, key: CryptoKey, changes: Record<string, unknown> = {}): Promise<string> {
  const claims = { ...decodeJwt(token), ...changes };
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);
}
