import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import type { TransactItem } from '@functions/core/data/transact-write';

/*
 * The admin user list by page number (docs/admin.md, Users): where page p starts without
 * reading the p - 1 pages before it. Every profile in the newest-first list (gsi2 USERS /
 * CREATED#<created_at>#<id>) is counted in three places, moved by the same transaction that
 * creates or deletes it:
 * - the user counter COUNTER#USERS / COUNT: `count`, and per UTC day `d<yyyymmdd>`;
 * - the day USERS#RANK#<yyyy-mm-dd> / HOURS: per hour `h<hh>`;
 * - the hour USERS#RANK#<yyyy-mm-ddThh> / MEMBERS: `members`, the String Set of the hour's gsi2
 *   sort keys.
 * Rank r (0 newest) is found by walking the day counts (the counter, read anyway for the
 * total), one day's hour counts and one hour's members: two items whatever r, then the page is
 * the gsi2 key range from that sort key.
 */

const COUNTER_KEY = { pk: 'COUNTER#USERS', sk: 'COUNT' };
const dayKey = (day: string) => ({ pk: `USERS#RANK#${day}`, sk: 'HOURS' });
const hourKey = (hour: string) => ({ pk: `USERS#RANK#${hour}`, sk: 'MEMBERS' });

/** gsi2's sort key of a profile (users.ts byCreated): its place in the newest-first list. */
export const listSortKey = (createdAt: string, id: string) => `CREATED#${createdAt}#${id}`;

const dayAttribute = (createdAt: string) => `d${createdAt.slice(0, 10).replaceAll('-', '')}`;
const hourAttribute = (createdAt: string) => `h${createdAt.slice(11, 13)}`;

/**
 * The transaction items that count a profile in (by 1) or out (by -1): `count` moves the user
 * count, `rank` the rank index (false: a profile stored before the index; the backfill ranks a
 * counted profile with `count` false).
 */
export function rankItems(
  profile: { id: string; created_at: string },
  by: 1 | -1,
  moves: { count: boolean; rank: boolean },
): TransactItem[] {
  const { created_at, id } = profile;
  const adds = [...(moves.count ? ['#count :by'] : []), ...(moves.rank ? ['#day :by'] : [])];
  const counter: TransactItem = {
    Update: {
      TableName: config.tableName,
      Key: COUNTER_KEY,
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: {
        ...(moves.count ? { '#count': 'count' } : {}),
        ...(moves.rank ? { '#day': dayAttribute(created_at) } : {}),
      },
      ExpressionAttributeValues: { ':by': by },
    },
  };
  if (!moves.rank) return moves.count ? [counter] : [];
  return [
    counter,
    {
      Update: {
        TableName: config.tableName,
        Key: dayKey(created_at.slice(0, 10)),
        UpdateExpression: 'ADD #hour :by',
        ExpressionAttributeNames: { '#hour': hourAttribute(created_at) },
        ExpressionAttributeValues: { ':by': by },
      },
    },
    {
      Update: {
        TableName: config.tableName,
        Key: hourKey(created_at.slice(0, 13)),
        UpdateExpression: `${by === 1 ? 'ADD' : 'DELETE'} #members :key`,
        ExpressionAttributeNames: { '#members': 'members' },
        ExpressionAttributeValues: { ':key': new Set([listSortKey(created_at, id)]) },
      },
    },
  ];
}

type RawItem = Record<string, unknown>;

/** The counted parts of an item (`<prefix><label>` numbers above 0), newest label first. */
function countsOf(item: RawItem | undefined, prefix: 'd' | 'h'): Array<{ label: string; count: number }> {
  return Object.entries(item ?? {})
    .filter(([name, value]) => new RegExp(`^${prefix}\\d+$`).test(name) && typeof value === 'number' && value > 0)
    .map(([name, value]) => ({ label: name.slice(1), count: value as number }))
    .sort((a, b) => b.label.localeCompare(a.label));
}

/** Which part holds rank `skip` (0-based, newest first), and the rank inside it. */
function partHolding(parts: Array<{ label: string; count: number }>, skip: number) {
  let left = skip;
  for (const part of parts) {
    if (left < part.count) return { label: part.label, offset: left };
    left -= part.count;
  }
  return null;
}

async function getRaw(Key: RawItem): Promise<RawItem | undefined> {
  return (await documentClient().send(new GetCommand({ TableName: config.tableName, Key, ConsistentRead: true }))).Item;
}

/**
 * The gsi2 sort key of the profile at rank `skip` (0 newest) and the number of ranked profiles,
 * from the counter as read (`counter`, the COUNTER#USERS item) plus one day and one hour item;
 * null when the list is shorter.
 */
export async function sortKeyAtRank(counter: RawItem | undefined, skip: number): Promise<string | null> {
  const day = partHolding(countsOf(counter, 'd'), skip);
  if (!day) return null;
  const date = `${day.label.slice(0, 4)}-${day.label.slice(4, 6)}-${day.label.slice(6, 8)}`;
  const hour = partHolding(countsOf(await getRaw(dayKey(date)), 'h'), day.offset);
  if (!hour) return null;
  const members = (await getRaw(hourKey(`${date}T${hour.label}`)))?.members as Set<string> | undefined;
  const newestFirst = [...(members ?? [])].sort().reverse();
  return newestFirst[hour.offset] ?? null;
}

/** The user counter item as stored (count and day counts), strongly consistent. */
export const readUserCounter = () => getRaw(COUNTER_KEY);
