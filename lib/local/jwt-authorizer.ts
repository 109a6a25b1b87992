import type { JWTPayload } from 'jose';
import { createTokenVerifier, type TokenVerifierOptions } from '@functions/platform/access-token';

export type JwtAuthorizerOptions = TokenVerifierOptions;

/**
 * Verifies a bearer token the way API Gateway's JWT authorizer does (functions/platform's
 * verifier: signature, iss, exp, aud or client_id). Returns the claims, or null for any
 * failure (a 401 for the caller).
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const verify = createTokenVerifier(options);
  return async function authorize(authorization: string | undefined): Promise<JWTPayload | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    return match ? verify(match[1]) : null;
  };
}

/** API Gateway passes claims to Lambdas as strings; arrays become "[a b]". */
export function claimsAsApiGatewayStrings(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}
