import { Entity, type EntityItem } from 'electrodb';
import { ROLES } from '@schemas/enums';
import { batchGet, idKeys } from './batch-reads';
import { entityConfig, lazyEntity, nowIso } from './table';

/**
 * User profile. Key: USER#<id> / PROFILE, where id is the Cognito sub (so the profile of the
 * caller is one GetItem from the token). gsi1 lists users by e-mail for the admin list.
 */
export const userEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'user', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          auth_id: { type: 'string', required: true, readOnly: true },
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          email: { type: 'string', required: true },
          role: { type: ROLES, required: true },
          is_concierge: { type: 'boolean', default: false },
          moving_company_id: { type: 'string' },
          move_request_id: { type: 'string' },
          new_message_notifications: { type: 'boolean', default: true },
          status_change_notifications: { type: 'boolean', default: true },
          stripe_subscription_status: { type: 'string' },
          /** When the customer last opened their quotes (POST /mark-quotes-viewed); absent = never. */
          quotes_viewed_at: { type: 'string' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'USER#${id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
          },
          byEmail: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'USERS', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['email'], template: 'EMAIL#${email}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type UserItem = EntityItem<ReturnType<typeof userEntity>>;

/** Profiles by user id: BatchGet USER#<id>/PROFILE. */
export async function findProfiles(userIds: string[]): Promise<Map<string, UserItem>> {
  const items = await batchGet(idKeys(userIds), async (keys) => {
    const { data, unprocessed } = await userEntity().get(keys).go();
    return { data, unprocessed: unprocessed.map((key) => ({ id: key.id })) };
  });
  return new Map(items.map((user) => [user.id, user]));
}
