import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { config } from './config';

export interface TokenVerifierOptions {
  /** Where to fetch the signing keys. */
  jwksUrl: string;
  /** Expected iss claim. */
  issuer: string;
  /** Accepted audiences: the app client id. */
  audience: string[];
}

/**
 * Verifies a Cognito token the way API Gateway's JWT authorizer does: RS256 signature from
 * the issuer's JWKS, iss, exp (required, as in AWS)/nbf, and aud (ID token) or client_id
 * (access token) among the configured audiences. Returns the claims, or null for any failure.
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async function verify(token: string | undefined): Promise<JWTPayload | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, {
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

let poolVerifier: ReturnType<typeof createTokenVerifier> | undefined;

/**
 * The verifier for this deployment's user pool and web client (the WebSocket authorizer):
 * Cognito's issuer in AWS; local mode points COGNITO_ISSUER / COGNITO_JWKS_URL at the emulator.
 */
export function verifyPoolToken(token: string | undefined): Promise<JWTPayload | null> {
  if (!poolVerifier) {
    const issuer = config.cognitoIssuer;
    poolVerifier = createTokenVerifier({
      issuer,
      jwksUrl: config.cognitoJwksUrl ?? `${issuer}/.well-known/jwks.json`,
      audience: [config.userPoolClientId],
    });
  }
  return poolVerifier(token);
}
