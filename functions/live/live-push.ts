import { LiveEventSchema, type LiveEvent } from '@schemas/messaging';
import { deleteConnection, postToConnection } from '@functions/platform/aws/live-sockets';
import {
  connectionsOfCompany,
  connectionsOfUser,
  deleteLiveConnection,
  type LiveConnectionItem,
} from '@functions/core/data/live/live-connections';
import { findProfiles } from '@functions/core/data/user/users';
import { logger } from '@functions/platform/logger';

/**
 * The sockets of the WebSocket stage by connection id, through its management API (local mode:
 * lib/local's endpoint at LIVE_CALLBACK_URL). send: true when sent; close: true when closed;
 * both false when the socket is already gone (closed without a $disconnect reaching us; 410).
 */
const sockets = { send: postToConnection, close: deleteConnection };

/** Closes a socket and forgets it; one that fails is logged, not thrown, so the others still close. */
async function closeConnection(connection: LiveConnectionItem): Promise<void> {
  try {
    await sockets.close(connection.connection_id);
    await deleteLiveConnection(connection.user_id, connection.connection_id);
  } catch (error) {
    logger.warn('Closing a live socket failed', { connectionId: connection.connection_id, error });
  }
}

/**
 * The connections whose owner may still receive: a socket of a deactivated or deleted account
 * (one opened before the admin's change, or whose closing failed) is closed instead of pushed
 * to. One BatchGet of the owners' profiles per push.
 */
async function ofActiveOwners(connections: LiveConnectionItem[]): Promise<LiveConnectionItem[]> {
  if (connections.length === 0) return connections;
  const owners = await findProfiles(connections.map((c) => c.user_id));
  const active = (c: LiveConnectionItem) => {
    const owner = owners.get(c.user_id);
    return owner !== undefined && owner.account_status !== 'DISABLED';
  };
  await Promise.all(connections.filter((c) => !active(c)).map(closeConnection));
  return connections.filter(active);
}

async function pushTo(all: LiveConnectionItem[], event: LiveEvent): Promise<number> {
  const data = JSON.stringify(LiveEventSchema.parse(event));
  const connections = await ofActiveOwners(all);
  let delivered = 0;
  await Promise.all(
    connections.map(async (connection) => {
      try {
        if (await sockets.send(connection.connection_id, data)) {
          delivered += 1;
          return;
        }
        await deleteLiveConnection(connection.user_id, connection.connection_id);
      } catch (error) {
        // One broken socket must not stop the others; the page's polling still catches up.
        logger.warn('Live push failed', { connectionId: connection.connection_id, error });
      }
    }),
  );
  return delivered;
}

const unique = (connections: LiveConnectionItem[]) => [
  ...new Map(connections.map((c) => [c.connection_id, c])).values(),
];

/** Pushes an event to every open socket of these users; answers how many sockets got it. */
export async function pushToUsers(userIds: string[], event: LiveEvent): Promise<number> {
  const connections = (await Promise.all([...new Set(userIds)].map(connectionsOfUser))).flat();
  return pushTo(unique(connections), event);
}

export const pushToUser = (userId: string, event: LiveEvent) => pushToUsers([userId], event);

/** Pushes an event to every open socket of every user of a company. */
export async function pushToCompany(companyId: string, event: LiveEvent): Promise<number> {
  return pushTo(unique(await connectionsOfCompany(companyId)), event);
}

/** Closes every open socket of one user (a deactivated account's live access ends with it). */
export async function closeSocketsOfUser(userId: string): Promise<number> {
  const connections = await connectionsOfUser(userId);
  await Promise.all(connections.map(closeConnection));
  return connections.length;
}
