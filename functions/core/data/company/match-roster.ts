import type { MoveRegime } from '@schemas/move-regime';
import { QueryCommand, UpdateCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';

/*
 * Matching's cell rosters (docs/access-patterns.md, Matching): for each geographic cell (a
 * ZIP3 area, or a state's roster for origins whose ZIP code the dataset does not know), the
 * compact score inputs of every listed company whose service area reaches it. A cell is split
 * into ROSTER_SHARDS items MATCHCELL#<cell> / SHARD#<n> (the company's shard from its id), so
 * one Query reads a cell whole and no item nears 400 KB. Each company is one top-level attribute
 * `c_<id>` of its shard holding '<version>|<entry JSON>', where the version is the company
 * item's updated_at it was read at: a write only replaces an entry of the same or an older
 * version, so a slower refile never overwrites a newer one.
 */

export const ROSTER_SHARDS = 8;
const ENTRY_PREFIX = 'c_';
const SEPARATOR = '|';
/** Sorts after every version followed by SEPARATOR ('~' > '|'): an upper bound of a version's entries. */
const AFTER_VERSION = '~';

/** What matching needs of a company without reading it: where it works, its days and its score inputs. */
export interface RosterEntry {
  id: string;
  /** The name in lower case (the tie-break). */
  name: string;
  state: string;
  zip?: string;
  service_radius?: '25' | '50' | '100' | '150' | '250' | 'STATE';
  serves_out_of_state?: boolean;
  /** Available days from the first one: its date and a bitmap (base64url, bit i = that day + i). */
  first_day: string;
  day_bits: string;
  response_minutes?: number[];
  review_count?: number;
  review_overall_sum?: number;
  accuracy_completed?: number;
  accuracy_matched?: number;
  /** The regimes the company's licences let it carry (schemas/licences.ts companyLicensedRegimes). */
  licensed?: MoveRegime[];
}

const shardOf = (companyId: string) =>
  [...companyId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % ROSTER_SHARDS;

const cellKey = (cell: string, shard: number) => ({ pk: `MATCHCELL#${cell}`, sk: `SHARD#${shard}` });

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The days as the roster keeps them: the first and a bitmap of the rest. */
export function packDays(days: string[]): { first_day: string; day_bits: string } {
  const sorted = [...days].sort();
  if (sorted.length === 0) return { first_day: '', day_bits: '' };
  const first = dayNumber(sorted[0]);
  const bytes = new Uint8Array(Math.floor((dayNumber(sorted.at(-1)!) - first) / 8) + 1);
  for (const day of sorted) {
    const offset = dayNumber(day) - first;
    bytes[offset >> 3] |= 1 << (offset & 7);
  }
  return { first_day: sorted[0], day_bits: Buffer.from(bytes).toString('base64url') };
}

/** The days of a packed roster entry within first..last (inclusive), in order. */
export function unpackDays(entry: Pick<RosterEntry, 'first_day' | 'day_bits'>, first: string, last: string): string[] {
  if (!entry.first_day) return [];
  const bytes = Buffer.from(entry.day_bits, 'base64url');
  const start = dayNumber(entry.first_day);
  const from = Math.max(0, dayNumber(first) - start);
  const to = Math.min(bytes.length * 8 - 1, dayNumber(last) - start);
  const days: string[] = [];
  for (let offset = from; offset <= to; offset++)
    if (bytes[offset >> 3] & (1 << (offset & 7))) days.push(dayOf(start + offset));
  return days;
}

/** The last available day of a packed entry ('' when none). */
export function lastPackedDay(entry: Pick<RosterEntry, 'first_day' | 'day_bits'>): string {
  const days = unpackDays(entry, entry.first_day, '9999-12-31');
  return days.at(-1) ?? '';
}

/** Every entry filed in a cell: one Query of its shards (paged past 1 MB). */
export async function cellRoster(cell: string): Promise<RosterEntry[]> {
  const entries: RosterEntry[] = [];
  let start: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const page: QueryCommandOutput = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': cellKey(cell, 0).pk },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? [])
      for (const [name, value] of Object.entries(item))
        if (name.startsWith(ENTRY_PREFIX) && typeof value === 'string')
          entries.push({
            id: name.slice(ENTRY_PREFIX.length),
            ...(JSON.parse(value.slice(value.indexOf(SEPARATOR) + 1)) as Omit<RosterEntry, 'id'>),
          });
    start = page.LastEvaluatedKey;
  } while (start);
  return entries;
}

/** Files the entry in the cell (a newer version already there wins). */
async function putEntry(cell: string, entry: RosterEntry, version: string): Promise<void> {
  const { id, ...rest } = entry;
  const value = `${version}${SEPARATOR}${JSON.stringify(rest)}`;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: cellKey(cell, shardOf(id)),
        UpdateExpression: 'SET #entry = :entry',
        ConditionExpression: 'attribute_not_exists(#entry) OR #entry < :bound',
        ExpressionAttributeNames: { '#entry': `${ENTRY_PREFIX}${id}` },
        ExpressionAttributeValues: { ':entry': value, ':bound': `${version}${AFTER_VERSION}` },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Takes the company out of the cell, unless a newer version was filed there meanwhile. */
async function removeEntry(cell: string, companyId: string, version: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: cellKey(cell, shardOf(companyId)),
        UpdateExpression: 'REMOVE #entry',
        ConditionExpression: 'attribute_exists(#entry) AND #entry < :bound',
        ExpressionAttributeNames: { '#entry': `${ENTRY_PREFIX}${companyId}` },
        ExpressionAttributeValues: { ':bound': `${version}${AFTER_VERSION}` },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * Files the company's entry in `cells` and removes it from `leave` (cells it no longer
 * reaches): one UpdateItem per cell, in parallel. `entry` null removes it everywhere.
 */
export async function fileInCells(
  companyId: string,
  version: string,
  entry: RosterEntry | null,
  cells: string[],
  leave: string[],
): Promise<void> {
  await Promise.all([
    ...(entry ? cells.map((cell) => putEntry(cell, entry, version)) : []),
    ...leave.map((cell) => removeEntry(cell, companyId, version)),
  ]);
}
