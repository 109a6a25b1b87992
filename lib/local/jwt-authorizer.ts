import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtAuthorizerOptions {
  /** Where to fetch the signing keys. */
  jwksUrl: string;
  /** Expected iss claim. */
  issuer: string;
  /** Accepted audiences: the app client id. */
  audience: string[];
}

/**
 * Verifies a bearer token the way API Gateway's JWT authorizer does: RS256 signature from
 * the issuer's JWKS, iss, exp (required, as in AWS)/nbf, and aud (ID token) or client_id (access token) among the
 * configured audiences. Returns the claims, or null for any failure (a 401 for the caller).
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async function authorize(authorization: string | undefined): Promise<JWTPayload | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    try {
      const { payload } = await jwtVerify(match[1], keys, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp'],
      });
      const audiences = [payload.aud, payload.client_id].flat().filter((a): a is string => typeof a === 'string');
      return audiences.some((a) => options.audience.includes(a)) ? payload : null;
    } catch {
      return null;
    }
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
