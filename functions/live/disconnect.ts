import { deleteLiveConnection } from '@functions/core/data/live/live-connections';
import { socketIdentityOf, type SocketEvent, type SocketResult } from './socket-identity';

/** $disconnect: forgets the socket (API Gateway keeps the authorizer's context for every route). */
export async function handler(event: SocketEvent): Promise<SocketResult> {
  const identity = socketIdentityOf(event);
  if (identity) await deleteLiveConnection(identity.userId, identity.connectionId);
  return { statusCode: 200 };
}
