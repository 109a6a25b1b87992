import { Entity, type EntityItem } from 'electrodb';
import { ACCOUNT_STATUSES, ROLES } from '@schemas/enums';
import { batchGetByIds } from './batch-reads';
import { isConditionalFailure } from './conditional';
import { entityConfig, lazyEntity, nowIso } from './table';

/**
 * User profile. Key: USER#<id> / PROFILE, where id is the Cognito sub (so the profile of the
 * caller is one GetItem from the token). gsi1 lists users by e-mail for the admin list.
 * Its reads and conditional writes are below; the create-move-request transaction that also
 * sets move_request_id is in move-request-writes.ts.
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
          /** DISABLED: every call with the user's token is refused (absent on older profiles = ACTIVE). */
          account_status: { type: ACCOUNT_STATUSES, default: 'ACTIVE' },
          is_concierge: { type: 'boolean', default: false },
          /** When the concierge customer's one $99 fee was paid (checkout applied); absent = not yet. */
          concierge_fee_paid_at: { type: 'string' },
          moving_company_id: { type: 'string' },
          move_request_id: { type: 'string' },
          new_message_notifications: { type: 'boolean', default: true },
          status_change_notifications: { type: 'boolean', default: true },
          stripe_subscription_status: { type: 'string' },
          /** When the customer last opened their quotes (POST /mark-quotes-viewed); absent = never. */
          quotes_viewed_at: { type: 'string' },
          /** A company user: when they last opened the lead manager (GET /my-company-quotes); the Manage leads dot counts news after it. */
          manage_leads_viewed_at: { type: 'string' },
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

/**
 * GetItem USER#<id>/PROFILE. consistent: for reads right after a write of the same customer
 * (the form reloads its request just after creating it; the create re-checks
 * move_request_id after losing a race), where an eventually consistent read could be stale.
 */
export async function findUser(id: string, options: { consistent?: boolean } = {}): Promise<UserItem | null> {
  const { data } = await userEntity().get({ id }).go({ consistent: options.consistent ?? false });
  return data ?? null;
}

/** The profile with this e-mail address: Query gsi1 USERS, sk = EMAIL#<email> (one item). */
export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const { data } = await userEntity().query.byEmail({ email }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Profiles by user id: BatchGet USER#<id>/PROFILE. */
export async function findProfiles(userIds: string[]): Promise<Map<string, UserItem>> {
  return batchGetByIds(userIds, (keys) => userEntity().get(keys).go());
}

export type NewUser = Parameters<ReturnType<typeof userEntity>['create']>[0];
export type UserChanges = Parameters<ReturnType<ReturnType<typeof userEntity>['patch']>['set']>[0];

/** Creates a profile once (conditional create): a profile that exists makes it throw a conditional failure. */
export async function createProfile(profile: NewUser): Promise<UserItem> {
  const { data } = await userEntity().create(profile).go();
  return data;
}

/** Changes an existing profile (patch carries attribute_exists: it never creates a half profile); null when there is none. */
export async function updateProfile(id: string, changes: UserChanges): Promise<UserItem | null> {
  try {
    const { data } = await userEntity().patch({ id }).set(changes).go({ response: 'all_new' });
    return data as UserItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

export async function deleteProfile(id: string): Promise<void> {
  await userEntity().delete({ id }).go();
}
