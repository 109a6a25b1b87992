import { Entity, type EntityItem } from 'electrodb';
import { CONCIERGE_NOTICE_OUTCOMES, CONCIERGE_STOP_REASONS } from '@schemas/concierge';
import { ACCOUNT_STATUSES, ROLES } from '@schemas/enums';
import { batchGetByIds } from '@functions/core/data/batch-reads';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { rankItems, readUserCounter, sortKeyAtRank } from '@functions/core/data/user/user-ranks';

/**
 * User profile. Key: USER#<id> / PROFILE, where id is the Cognito sub (so the profile of the
 * caller is one GetItem from the token). The admin's user list reads three more keys of it
 * (docs/admin.md, Users): gsi1 USERS / EMAIL#<email> (e-mail prefix search), gsi2 USERS /
 * CREATED#<created_at>#<id> (newest first), gsi3 USERS#NAME / NAME#<"first last"> and gsi4
 * USERS#LASTNAME / LAST#<last> (name prefix search, lower case). gsi5 COMPANY_USERS#<company> /
 * USER#<id> lists a company's users (sparse: only profiles with a moving_company_id), for
 * the company's notification e-mails and its People list. The search attributes are
 * derived from the names by every write below (searchFields), never by callers; the user count
 * COUNTER#USERS / COUNT moves with every create and delete in the same transaction.
 * The create-move-request transaction that also sets move_request_id is in move-request-writes.ts.
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
          /** Why the customer's last concierge checkout booked nothing (data/concierge-checkouts.ts); shown on /quotes. */
          concierge_notice: {
            type: 'map',
            properties: {
              outcome: { type: CONCIERGE_NOTICE_OUTCOMES, required: true },
              reason: { type: CONCIERGE_STOP_REASONS, required: true },
              company_name: { type: 'string', required: true },
              quote_id: { type: 'string', required: true },
              at: { type: 'string', required: true },
            },
          },
          moving_company_id: { type: 'string' },
          move_request_id: { type: 'string' },
          new_message_notifications: { type: 'boolean', default: true },
          status_change_notifications: { type: 'boolean', default: true },
          stripe_subscription_status: { type: 'string' },
          /** A company user's 'Don't ask again' on the lead token confirmation (absent: ask). */
          skip_token_spend_confirm: { type: 'boolean' },
          /** The customer's phone ('(919) 555-0142'), optional: shown to the company holding their booking. */
          phone: { type: 'string' },
          /** When the customer last opened their quotes (POST /mark-quotes-viewed); absent = never. */
          quotes_viewed_at: { type: 'string' },
          /** A company user: when they last opened the lead manager (GET /my-company-quotes); the Manage leads dot counts news after it. */
          manage_leads_viewed_at: { type: 'string' },
          /** Lower-case "first last" (single spaces): the name prefix search's key (gsi3). */
          search_name: { type: 'string' },
          /** Lower-case last name: the last-name prefix search's key (gsi4). */
          search_last: { type: 'string' },
          /** Counted in the rank index of the newest-first list (user-ranks.ts): every profile since it exists, older ones by the backfill. */
          ranked: { type: 'boolean' },
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
          byCreated: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: [], template: 'USERS', casing: 'none' },
            sk: {
              field: 'gsi2sk',
              composite: ['created_at', 'id'],
              template: 'CREATED#${created_at}#${id}',
              casing: 'none',
            },
          },
          byName: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: [], template: 'USERS#NAME', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['search_name'], template: 'NAME#${search_name}', casing: 'none' },
          },
          byLastName: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: [], template: 'USERS#LASTNAME', casing: 'none' },
            sk: { field: 'gsi4sk', composite: ['search_last'], template: 'LAST#${search_last}', casing: 'none' },
          },
          byCompany: {
            index: 'gsi5',
            pk: {
              field: 'gsi5pk',
              composite: ['moving_company_id'],
              template: 'COMPANY_USERS#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'gsi5sk', composite: ['id'], template: 'USER#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type UserItem = EntityItem<ReturnType<typeof userEntity>>;

/**
 * The profile (access pattern 1), one GetItem. consistent: for reads right after a write of the same customer
 * (the form reloads its request just after creating it; the create re-checks
 * move_request_id after losing a race), where an eventually consistent read could be stale.
 */
export async function findUser(id: string, options: { consistent?: boolean } = {}): Promise<UserItem | null> {
  const { data } = await userEntity()
    .get({ id })
    .go({ consistent: options.consistent ?? false });
  return data ?? null;
}

/** The profile with this e-mail address: Query gsi1 USERS, sk = EMAIL#<email> (one item). */
export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const { data } = await userEntity().query.byEmail({ email }).go({ limit: 1 });
  return data[0] ?? null;
}

/** A company's users (every status): Query gsi5 COMPANY_USERS#<company>, all pages (a company has a handful). */
export async function listCompanyUsers(companyId: string): Promise<UserItem[]> {
  const { data } = await userEntity().query.byCompany({ moving_company_id: companyId }).go({ pages: 'all' });
  return data;
}

/** Profiles by user id: BatchGet USER#<id>/PROFILE. */
export async function findProfiles(userIds: string[]): Promise<Map<string, UserItem>> {
  return batchGetByIds(userIds, (keys) => userEntity().get(keys).go());
}

/** The user count the admin list shows unfiltered (x-total-count): one item, moved by create and delete. */
export const userCountEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'userCount', version: '1', service: 'movematch' },
        attributes: { count: { type: 'number', default: 0 } },
        indexes: {
          byKey: {
            pk: { field: 'pk', composite: [], template: 'COUNTER#USERS', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'COUNT', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type NewUser = Parameters<ReturnType<typeof userEntity>['create']>[0];
export type UserChanges = Parameters<ReturnType<ReturnType<typeof userEntity>['patch']>['set']>[0];

/** Search text as stored and as searched: trimmed, single spaces, lower case. */
export const searchText = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The name search keys of a profile (gsi3, gsi4): every write of a name writes them too. */
export const searchFields = (firstName: string, lastName: string) => ({
  search_name: searchText(`${firstName} ${lastName}`),
  search_last: searchText(lastName),
});

/** What a refused conditional create throws (the same name the SDK uses, so isConditionalFailure sees it). */
function profileExistsError(id: string): Error {
  const error = new Error(`The profile ${id} exists already`);
  error.name = 'ConditionalCheckFailedException';
  return error;
}

/**
 * Creates a profile once, with its search keys, and counts it: one transaction of the
 * conditional create (attribute_not_exists), ADD count 1 and its place in the rank index
 * (user-ranks.ts). A profile that exists makes it throw a conditional failure
 * (isConditionalFailure) and counts nothing.
 */
export async function createProfile(profile: NewUser): Promise<UserItem> {
  const created_at = profile.created_at ?? nowIso();
  const item = { ...profile, ...searchFields(profile.firstName, profile.lastName), created_at, ranked: true };
  const outcome = await transactWrite({
    profile: transactItem(userEntity().create(item)),
    ranks: rankItems({ id: profile.id, created_at }, 1, { count: true, rank: true }),
  });
  if (!outcome.ok) {
    if (outcome.refused('profile')) throw profileExistsError(profile.id);
    throw new Error(`Profile create refused: ${outcome.reasons}`);
  }
  return (await findUser(profile.id, { consistent: true }))!;
}

const NAME_CHANGE_ATTEMPTS = 3;

/**
 * Changes an existing profile (patch carries attribute_exists: it never creates a half
 * profile); null when there is none. A change of a name rewrites the search keys from both
 * names: the other name is read first and the write is conditional on it, so two parallel
 * edits (one of each name) cannot leave a key built from a stale name (the loser reads again).
 */
export async function updateProfile(id: string, changes: UserChanges): Promise<UserItem | null> {
  if (changes.firstName === undefined && changes.lastName === undefined) return patchProfile(id, changes);
  for (let attempt = 1; ; attempt++) {
    const current = await findUser(id, { consistent: true });
    if (!current) return null;
    const firstName = changes.firstName ?? current.firstName;
    const lastName = changes.lastName ?? current.lastName;
    try {
      const { data } = await userEntity()
        .patch({ id })
        .set({ ...changes, ...searchFields(firstName, lastName) })
        .where((attr, { eq }) => `${eq(attr.firstName, current.firstName)} AND ${eq(attr.lastName, current.lastName)}`)
        .go({ response: 'all_new' });
      return data;
    } catch (error) {
      if (!isConditionalFailure(error) || attempt >= NAME_CHANGE_ATTEMPTS) {
        if (isConditionalFailure(error) && !(await findUser(id, { consistent: true }))) return null;
        throw error;
      }
    }
  }
}

/** Sets or (null) removes the profile's phone; null when the profile is gone. */
export async function setProfilePhone(id: string, phone: string | null): Promise<UserItem | null> {
  const patch = userEntity().patch({ id });
  try {
    const { data } = await (phone === null ? patch.remove(['phone']) : patch.set({ phone })).go({
      response: 'all_new',
    });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

async function patchProfile(id: string, changes: UserChanges): Promise<UserItem | null> {
  try {
    const { data } = await userEntity().patch({ id }).set(changes).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/**
 * Deletes a profile and uncounts it, out of the rank index too when it was in it: one
 * transaction, conditional on the ranked mark read (a backfill ranking it meanwhile makes it
 * read again); a profile already gone changes nothing.
 */
export async function deleteProfile(id: string): Promise<void> {
  for (let attempt = 1; attempt <= NAME_CHANGE_ATTEMPTS; attempt++) {
    const profile = await findUser(id, { consistent: true });
    if (!profile) return;
    const ranked = profile.ranked === true;
    const remove = userEntity()
      .remove({ id })
      .where((attr, op) => (ranked ? op.eq(attr.ranked, true) : op.notExists(attr.ranked)));
    const outcome = await transactWrite({
      profile: transactItem(remove),
      ranks: rankItems({ id, created_at: profile.created_at! }, -1, { count: true, rank: ranked }),
    });
    if (outcome.ok) return;
  }
}

/** The number of profiles (COUNTER#USERS / COUNT, strongly consistent; 0 before the first). */
export async function countUsers(): Promise<number> {
  const { data } = await userCountEntity().get({}).go({ consistent: true });
  return data?.count ?? 0;
}

/** A profile's place in the newest-first list (gsi2's sort key parts): where a page ends. */
export interface UserListPosition {
  created_at: string;
  id: string;
}

export interface UserPage {
  users: UserItem[];
  total: number;
  /** The unfiltered list only: the page's last profile while more may follow (the next page starts after it). */
  next?: UserListPosition | null;
}

const positionOf = (user: UserItem | undefined): UserListPosition | null =>
  user?.created_at ? { created_at: user.created_at, id: user.id } : null;

/**
 * A page of profiles, newest first; the total is the counter. After a position (the previous
 * page's `next`, as the admin table pages): access pattern 4, the users newest first after
 * the position, Limit = limit, reading exactly the page whatever its number.
 * By number alone (the spec's client): the rank index (user-ranks.ts) gives the sort key of the
 * page's first profile from the counter, one day and one hour item, then access pattern 4 from
 * it with Limit = limit: the same rows a cursor walk reaches, read in two items more than the
 * page. A page past the end reads nothing more.
 */
export async function listUsersNewestFirst(page: number, limit: number, after?: UserListPosition): Promise<UserPage> {
  if (after) {
    const total = await countUsers();
    const { data, cursor } = await userEntity().query.byCreated({}).lt(after).go({ order: 'desc', limit });
    return { users: data, total, next: cursor ? positionOf(data.at(-1)) : null };
  }
  const counter = await readUserCounter();
  const total = Number(counter?.count ?? 0);
  const skip = (page - 1) * limit;
  const first = skip < total ? await sortKeyAtRank(counter, skip) : null;
  if (!first) return { users: [], total, next: null };
  const [created_at, id] = first.replace(/^CREATED#/, '').split('#');
  const { data } = await userEntity().query.byCreated({}).lte({ created_at, id }).go({ order: 'desc', limit });
  return { users: data, total, next: skip + limit < total && data.length === limit ? positionOf(data.at(-1)) : null };
}

/** Where a search page ends: the index it was reading (0 name, 1 last name, 2 e-mail), the last profile's id and its key value there. */
export interface UserSearchPosition {
  stage: number;
  id: string;
  value: string;
}

export interface UserSearchPage {
  users: UserItem[];
  next: UserSearchPosition | null;
}

/*
 * The search reads its three prefix indexes one after the other, each in key order: "first
 * last" (gsi3), then last name (gsi4), then e-mail (gsi1). A profile shows in the first index
 * that matches it; a later index skips it (it matched an earlier one), so no profile shows twice.
 */
const SEARCH_STAGES = [
  { gsi: 'gsi3', pk: 'USERS#NAME', sk: 'NAME#', valueOf: (user: UserItem) => user.search_name ?? '' },
  { gsi: 'gsi4', pk: 'USERS#LASTNAME', sk: 'LAST#', valueOf: (user: UserItem) => user.search_last ?? '' },
  { gsi: 'gsi1', pk: 'USERS', sk: 'EMAIL#', valueOf: (user: UserItem) => user.email },
] as const;
export const USER_SEARCH_STAGES = SEARCH_STAGES.length;

const queryStage = (stage: number, text: string) =>
  stage === 0
    ? userEntity().query.byName({}).begins({ search_name: text })
    : stage === 1
      ? userEntity().query.byLastName({}).begins({ search_last: text })
      : userEntity().query.byEmail({}).begins({ email: text });

/** Shown by an earlier stage than `stage`: matched "first last" or the last name there. */
const shownBefore = (user: UserItem, stage: number, text: string) =>
  (stage > 0 && (user.search_name ?? '').startsWith(text)) || (stage > 1 && (user.search_last ?? '').startsWith(text));

/** ElectroDB's cursor (base64url JSON of DynamoDB's ExclusiveStartKey) for a position. */
const electroCursor = (position: UserSearchPosition): string => {
  const stage = SEARCH_STAGES[position.stage];
  const key = {
    pk: `USER#${position.id}`,
    sk: 'PROFILE',
    [`${stage.gsi}pk`]: stage.pk,
    [`${stage.gsi}sk`]: `${stage.sk}${position.value}`,
  };
  return Buffer.from(JSON.stringify(key)).toString('base64url');
};

/**
 * A page of the profiles whose "first last", last name or e-mail starts with `search`
 * (case-insensitive): Queries with `begins_with` and `Limit` = what the page still needs,
 * starting after `after` (the previous page's `next`), moving to the next index when one ends.
 * Cost: the page's profiles plus the ones skipped as shown before, capped at 2 × limit items
 * (a page cut short by the cap still gives where the next starts). The caller checks that
 * `after.value` starts with the search (a position outside the key range is refused).
 */
export async function searchUsersPage(
  search: string,
  limit: number,
  after?: UserSearchPosition,
): Promise<UserSearchPage> {
  const text = searchText(search);
  const users: UserItem[] = [];
  let budget = 2 * limit;
  let position: UserSearchPosition | null = after ?? null;
  for (let stage = after?.stage ?? 0; stage < SEARCH_STAGES.length; stage++) {
    let cursor: string | null = position && position.stage === stage ? electroCursor(position) : null;
    do {
      const want = Math.min(limit - users.length, budget);
      if (want <= 0) return { users, next: position };
      const { data, cursor: more } = await queryStage(stage, text).go({ limit: want, cursor });
      budget -= data.length;
      for (const user of data) if (!shownBefore(user, stage, text)) users.push(user);
      const last = data.at(-1);
      if (last) position = { stage, id: last.id, value: SEARCH_STAGES[stage].valueOf(last) };
      cursor = more;
    } while (cursor);
  }
  return { users, next: null };
}
