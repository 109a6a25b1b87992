import { LiveEventSchema, type LiveEvent } from '@schemas/messaging';
import { postToConnection } from './aws/live-sockets';
import {
  connectionsOfCompany,
  connectionsOfUser,
  deleteLiveConnection,
  type LiveConnectionItem,
} from './data/live-connections';
import { logger } from './logger';

/**
 * Sends a text frame to one socket: true when sent, false when the socket is gone (closed
 * without a $disconnect reaching us; API Gateway answers 410).
 */
export type LiveSocketSender = (connectionId: string, data: string) => Promise<boolean>;

/** Local mode's gateway registers its sockets here; in AWS this stays unset. */
let localSender: LiveSocketSender | undefined;
export function useLocalLiveSockets(sender: LiveSocketSender | undefined) {
  localSender = sender;
}

async function pushTo(connections: LiveConnectionItem[], event: LiveEvent): Promise<number> {
  const data = JSON.stringify(LiveEventSchema.parse(event));
  const send = localSender ?? postToConnection;
  let delivered = 0;
  await Promise.all(
    connections.map(async (connection) => {
      try {
        if (await send(connection.connection_id, data)) {
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

const unique = (connections: LiveConnectionItem[]) =>
  [...new Map(connections.map((c) => [c.connection_id, c])).values()];

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
