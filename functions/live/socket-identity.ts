import { ROLES, type Role } from '@schemas/enums';

/** Who a socket belongs to: what the $connect authorizer verified. */
export interface SocketIdentity {
  userId: string;
  role: Role;
}

/** A WebSocket route's event: the connection id and the authorizer's context (flattened by API Gateway). */
export interface SocketEvent {
  requestContext: {
    connectionId?: string;
    authorizer?: Record<string, unknown> | null;
  };
  body?: string;
}

export type SocketResult = { statusCode: number; body?: string };

/** The verified identity of a socket event; null when there is none (no authorizer ran). */
export function socketIdentityOf(event: SocketEvent): (SocketIdentity & { connectionId: string }) | null {
  const { connectionId, authorizer } = event.requestContext ?? {};
  const userId = authorizer?.userId;
  const role = authorizer?.role;
  if (!connectionId || typeof userId !== 'string' || !userId) return null;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
  return { connectionId, userId, role: role as Role };
}
