import { QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { transactWrite } from '@functions/core/data/transact-write';
import { rankItems } from '@functions/core/data/user/user-ranks';
import { searchFields, userCountEntity, userEntity, type UserItem } from './users';

type RawItem = Record<string, unknown>;

/** Every stored profile as stored (keys included): Query gsi1 USERS, all pages. For scripts and the seed, never a request. */
async function* everyStoredProfile(): AsyncGenerator<RawItem> {
  const query = userEntity().query.byEmail({}).params<QueryCommandInput>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...query, ExclusiveStartKey: start }));
    yield* page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** The admin list's keys of a profile (gsi2 to gsi4 and the search attributes) and the company's user list (gsi5), built by the entity itself. */
function listKeysOf(profile: UserItem): RawItem {
  const { Item } = userEntity()
    .put({ ...profile, ...searchFields(profile.firstName, profile.lastName) })
    .params<{ Item: RawItem }>();
  return Object.fromEntries(
    Object.entries(Item).filter(([name]) => /^gsi[2345](pk|sk)$/.test(name) || name.startsWith('search_')),
  );
}

export interface UserIndexBackfill {
  profiles: number;
  indexed: number;
  changedMeanwhile: number;
  /** Profiles put into the rank index of the page-number list (user-ranks.ts) now. */
  ranked: number;
}

/** Puts a profile stored before the rank index into it: its ranked mark (only while unmarked) and its rank items, one transaction. */
async function rankStoredProfile(stored: RawItem, profile: UserItem): Promise<boolean> {
  if (profile.ranked || !profile.created_at) return false;
  const mark = {
    Update: {
      TableName: config.tableName,
      Key: { pk: stored.pk, sk: stored.sk },
      UpdateExpression: 'SET ranked = :ranked',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ranked)',
      ExpressionAttributeValues: { ':ranked': true },
    },
  };
  const rank = rankItems({ id: profile.id, created_at: profile.created_at }, 1, { count: false, rank: true });
  return (await transactWrite({ mark, rank })).ok;
}

/**
 * Files profiles written before the admin list existed under its keys (docs/admin.md, Users):
 * each profile whose gsi2..gsi5 keys or search attributes are missing or stale gets them
 * (UpdateItem conditional on the names read, so a parallel rename, which writes its own keys,
 * wins), each profile not yet in the rank index of the page-number list is put into it
 * (user-ranks.ts, once: conditional on its ranked mark), and COUNTER#USERS is set to the
 * number of profiles read. Idempotent: a second run writes only the counter. Run it while no profiles are being created (the counter is set,
 * not added to).
 */
export async function backfillUserSearchIndex(): Promise<UserIndexBackfill> {
  const result: UserIndexBackfill = { profiles: 0, indexed: 0, changedMeanwhile: 0, ranked: 0 };
  for await (const stored of everyStoredProfile()) {
    result.profiles += 1;
    const profile = userEntity().parse({ Item: stored }).data;
    if (!profile) continue;
    if (await rankStoredProfile(stored, profile)) result.ranked += 1;
    const keys = listKeysOf(profile);
    if (Object.entries(keys).every(([name, value]) => stored[name] === value)) continue;
    const names = Object.keys(keys);
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: { pk: stored.pk, sk: stored.sk },
          UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :k${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND #first = :first AND #last = :last',
          ExpressionAttributeNames: {
            ...Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
            '#first': 'firstName',
            '#last': 'lastName',
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((name, i) => [`:k${i}`, keys[name]])),
            ':first': profile.firstName,
            ':last': profile.lastName,
          },
        }),
      );
      result.indexed += 1;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      result.changedMeanwhile += 1;
    }
  }
  // An update, not a put: the counter also holds the rank index's day counts.
  await userCountEntity().update({}).set({ count: result.profiles }).go();
  return result;
}
