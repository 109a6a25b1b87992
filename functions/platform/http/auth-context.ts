import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { DEFAULT_ROLE, type Role } from '@schemas/enums';

export interface AuthContext {
  /** Cognito sub: also the user's profile id. */
  userId: string;
  /** Cognito username (what the admin APIs take). */
  username: string;
  role: Role;
  groups: string[];
}

/** Strongest role first: a user in several groups acts with the strongest. */
const ROLE_PRIORITY: Role[] = ['ADMIN', 'MOVING_COMPANY', 'MOVER'];

/**
 * API Gateway's JWT authorizer hands array claims over as a string like "[ADMIN MOVER]";
 * the local gateway does the same. Accept a real array too.
 */
export function parseGroupsClaim(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.trim() === '') return [];
  return claim
    .replace(/^\[/, '')
    .replace(/\]$/, '')
    .split(/[\s,]+/)
    .map((g) => g.trim())
    .filter(Boolean);
}

/** Role from Cognito groups, which only the server assigns. No group means the default role. */
export function roleFromGroups(groups: string[]): Role {
  return ROLE_PRIORITY.find((role) => groups.includes(role)) ?? DEFAULT_ROLE;
}

type JwtEvent = Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>;

/** Reads the verified claims the authorizer attached; null when there are none. */
export function authContextFromEvent(event: JwtEvent): AuthContext | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null;
  const groups = parseGroupsClaim(claims['cognito:groups']);
  return {
    userId: claims.sub,
    username: typeof claims.username === 'string' ? claims.username : claims.sub,
    role: roleFromGroups(groups),
    groups,
  };
}
