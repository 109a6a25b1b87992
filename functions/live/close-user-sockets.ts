import type { EventDetail } from '@schemas/events';
import { eventHandler } from '@functions/platform/event-handler';
import { closeSocketsOfUser } from './live-push';
import { logger } from '@functions/platform/logger';

/**
 * On UserDeactivated: closes every socket the user opened before the admin's change (a new one
 * is refused at $connect). A push that races this is still refused: delivery checks each
 * socket owner's account status (functions/live/live-push.ts).
 */
export async function closeUserSockets(detail: EventDetail<'UserDeactivated'>): Promise<void> {
  const closed = await closeSocketsOfUser(detail.userId);
  logger.info('Closed the live sockets of a deactivated user', { userId: detail.userId, closed });
}

export const handler = eventHandler('UserDeactivated', closeUserSockets);
