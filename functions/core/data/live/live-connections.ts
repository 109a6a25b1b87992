import { Entity, type EntityItem } from 'electrodb';
import { ROLES } from '@schemas/enums';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * An open live-delivery socket. Key: LIVE#USER#<userId> / CONN#<connectionId>, so a user's
 * sockets are one consistent Query; a company user's socket is also in gsi3
 * LIVE#COMPANY#<companyId> / CONN#<connectionId> (sparse: customers have no company), so the
 * company side of a conversation is one Query too. API Gateway closes a socket after 2 hours
 * at most; the TTL drops the item a little later if no $disconnect ever arrived.
 */
export const LIVE_CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 5 * 60;

export const liveConnectionEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'liveConnection', version: '1', service: 'movematch' },
        attributes: {
          user_id: { type: 'string', required: true, readOnly: true },
          connection_id: { type: 'string', required: true, readOnly: true },
          role: { type: ROLES, required: true },
          /** MOVING_COMPANY users only: the company whose conversations they receive. */
          company_id: { type: 'string' },
          connected_at: { type: 'string', required: true, default: nowIso },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byUser: {
            pk: { field: 'pk', composite: ['user_id'], template: 'LIVE#USER#${user_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['connection_id'], template: 'CONN#${connection_id}', casing: 'none' },
          },
          byCompany: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['company_id'], template: 'LIVE#COMPANY#${company_id}', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['connection_id'], template: 'CONN#${connection_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type LiveConnectionItem = EntityItem<ReturnType<typeof liveConnectionEntity>>;

export interface NewLiveConnection {
  connectionId: string;
  userId: string;
  role: LiveConnectionItem['role'];
  companyId?: string;
}

export async function saveLiveConnection(connection: NewLiveConnection): Promise<void> {
  await liveConnectionEntity()
    .put({
      user_id: connection.userId,
      connection_id: connection.connectionId,
      role: connection.role,
      company_id: connection.companyId,
      ttl: Math.floor(Date.now() / 1000) + LIVE_CONNECTION_TTL_SECONDS,
    })
    .go();
}

export async function deleteLiveConnection(userId: string, connectionId: string): Promise<void> {
  await liveConnectionEntity().delete({ user_id: userId, connection_id: connectionId }).go();
}

/** DynamoDB deletes expired items lazily (up to days later): an expired one is already gone. */
const alive = (items: LiveConnectionItem[]) => {
  const now = Math.floor(Date.now() / 1000);
  return items.filter((item) => item.ttl > now);
};

/** Every open socket of one user (consistent: a socket opened a moment ago is found). */
export async function connectionsOfUser(userId: string): Promise<LiveConnectionItem[]> {
  const { data } = await liveConnectionEntity()
    .query.byUser({ user_id: userId })
    .go({ pages: 'all', consistent: true });
  return alive(data);
}

/** Every open socket of any user of one company (gsi3). */
export async function connectionsOfCompany(companyId: string): Promise<LiveConnectionItem[]> {
  const { data } = await liveConnectionEntity().query.byCompany({ company_id: companyId }).go({ pages: 'all' });
  return alive(data);
}
