import { saveLiveConnection } from '@functions/core/data/live/live-connections';
import { findUser } from '@functions/core/data/user/users';
import { logger } from '@functions/platform/logger';
import { socketIdentityOf, type SocketEvent, type SocketResult } from './socket-identity';

/**
 * $connect (after the authorizer): records the socket under its user, and under its company
 * for a company user, so a new message reaches every tab of both sides. A missing or disabled
 * profile is refused (403: API Gateway then does not open the socket), as on every HTTP route.
 */
export async function handler(event: SocketEvent): Promise<SocketResult> {
  const identity = socketIdentityOf(event);
  if (!identity) return { statusCode: 401 };
  const profile = await findUser(identity.userId, { consistent: true });
  if (!profile || profile.account_status === 'DISABLED') return { statusCode: 403 };
  const companyId = identity.role === 'MOVING_COMPANY' ? profile.moving_company_id : undefined;
  await saveLiveConnection({
    connectionId: identity.connectionId,
    userId: identity.userId,
    role: identity.role,
    companyId,
  });
  logger.debug('Live socket connected', { userId: identity.userId, connectionId: identity.connectionId });
  return { statusCode: 200 };
}
