import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../aws/dynamodb';
import { monthsBetween } from '../calendar-dates';
import { config } from '../config';
import { LEAD_LONGEST_PARTITION, moveRequestEntity, type MoveRequestItem } from './move-requests';

/**
 * Reading the lead index (gsi1 of move requests, written by functions/core/data/move-requests.ts
 * leadIndexFields): gsi1pk LEADS#<origin state>#<partition>, gsi1sk <lead_order>#<id>, where a
 * move of at most 31 days sits in the month partition of its start (sort key <start_date>#<id>),
 * a longer one in its length class SPAN<max> (same sort key) or, beyond the last class, in
 * LONGEST (sort key <end_date>#<start_date>#<id>). Every read is a key range on one state's
 * partitions; never a Scan, never another state's partitions. The streams are merged into
 * one in lead order (start date, then id).
 */

/**
 * The lead index's partition key, as the entity's `leads` index template writes it. The only
 * place a LEADS# key is built: these reads are raw Queries because the search reports
 * ScannedCount and ConsumedCapacity, which ElectroDB does not return; items are parsed by the entity.
 */
const leadPartition = (state: string, partition: string) => `LEADS#${state}#${partition}`;
/** The first sort key of a day ('2026-12-01' sorts before '2026-12-01#<id>'). */
const firstKeyOf = (day: string) => day;
/** Past the last sort key of a day: '~' sorts after every id character. */
const pastLastKeyOf = (day: string) => `${day}#~`;

/** The order of leads (start date, then id), the page position handed out as cursor. */
export const leadSortKey = (item: Pick<MoveRequestItem, 'start_date' | 'id'>) => `${item.start_date}#${item.id}`;

/** What a read cost: queries made, items DynamoDB read (ScannedCount), capacity consumed. */
export interface LeadReadStats {
  queries: number;
  itemsRead: number;
  capacityUnits: number;
  /** Of itemsRead, the items of the long-move partitions (SPAN<max> and LONGEST). */
  longItemsRead: number;
}

export const emptyStats = (): LeadReadStats => ({ queries: 0, itemsRead: 0, capacityUnits: 0, longItemsRead: 0 });

interface QueryPlan {
  partition: string;
  keyCondition: string;
  filter: string;
  values: Record<string, string>;
  long: boolean;
}

/** One Query call; adds its cost to stats and answers the parsed items and the next page key. */
async function queryOnce(state: string, plan: QueryPlan, limit: number | undefined, startKey: Record<string, unknown> | undefined, stats: LeadReadStats) {
  const answer: QueryCommandOutput = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: plan.keyCondition,
      FilterExpression: plan.filter,
      ExpressionAttributeValues: { ':pk': leadPartition(state, plan.partition), ...plan.values },
      Limit: limit,
      ExclusiveStartKey: startKey,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  stats.queries += 1;
  stats.itemsRead += answer.ScannedCount ?? 0;
  if (plan.long) stats.longItemsRead += answer.ScannedCount ?? 0;
  stats.capacityUnits += answer.ConsumedCapacity?.CapacityUnits ?? 0;
  const { data } = moveRequestEntity().parse({ Items: answer.Items ?? [] });
  return { items: data, next: answer.LastEvaluatedKey };
}

export interface StartSortedRead {
  state: string;
  /** 'months': the month partitions of short moves that the start range touches; otherwise one
   * partition sorted by <start_date>#<id> (a length class, SPAN<max>). */
  partition: 'months' | string;
  /** Start dates from this day (YYYY-MM-DD) ... */
  fromStart: string;
  /** ... to this day, both included. */
  toStart: string;
  /** Only sort keys after this one (the previous page's cursor). */
  after?: string;
  /** Only moves ending on or after this day: a FilterExpression, so DynamoDB still reads (and
   * charges for) the others but does not send them. */
  endFloor: string;
  /** Items of the first Query call (DynamoDB Limit); each further call reads twice as many ... */
  batchSize: number;
  /** ... up to this. The consumer stops iterating when its page is full. */
  maxBatchSize: number;
}

/**
 * Yields the leads of one state whose start date lies in [fromStart, toStart] from partitions
 * sorted by <start_date>#<id>, in that order, in batches that grow from batchSize. The consumer
 * stops iterating once its page is full, so no later batch is read.
 */
export async function* readStartSorted(read: StartSortedRead, stats: LeadReadStats): AsyncGenerator<MoveRequestItem> {
  const { state, fromStart, toStart, after } = read;
  let batchSize = read.batchSize;
  const lowest = after && after > firstKeyOf(fromStart) ? after : firstKeyOf(fromStart);
  const highest = pastLastKeyOf(toStart);
  if (lowest > highest) return;
  const partitions = read.partition === 'months' ? monthsBetween(lowest.slice(0, 10), toStart) : [read.partition];
  for (const partition of partitions) {
    const plan: QueryPlan = {
      partition,
      keyCondition: 'gsi1pk = :pk AND gsi1sk BETWEEN :lo AND :hi',
      filter: 'end_date >= :floor',
      values: { ':lo': lowest, ':hi': highest, ':floor': read.endFloor },
      long: read.partition !== 'months',
    };
    let startKey: Record<string, unknown> | undefined;
    do {
      const { items, next } = await queryOnce(state, plan, batchSize, startKey, stats);
      for (const item of items) {
        // BETWEEN is inclusive: the cursor's own lead was on the previous page.
        if (after && leadSortKey(item) <= after) continue;
        yield item;
      }
      startKey = next;
      batchSize = Math.min(batchSize * 2, read.maxBatchSize);
    } while (startKey);
  }
}

export interface LongestRead {
  state: string;
  /** The window: moves ending on or after windowStart (the key range) ... */
  windowStart: string;
  /** ... and starting on or before windowEnd (a FilterExpression). */
  windowEnd: string;
  after?: string;
}

/**
 * Yields the moves of the LONGEST partition (ranges beyond the last length class) that overlap
 * the window, in lead order. The partition is sorted by end date, so the key range skips every
 * move ended before the window; the ones left (the state's open moves of that length, which the
 * product sees rarely if ever) are read in full and sorted here.
 */
export async function* readLongest(read: LongestRead, stats: LeadReadStats): AsyncGenerator<MoveRequestItem> {
  const plan: QueryPlan = {
    partition: LEAD_LONGEST_PARTITION,
    keyCondition: 'gsi1pk = :pk AND gsi1sk >= :from',
    filter: 'start_date <= :to',
    values: { ':from': firstKeyOf(read.windowStart), ':to': read.windowEnd },
    long: true,
  };
  const found: MoveRequestItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { items, next } = await queryOnce(read.state, plan, undefined, startKey, stats);
    found.push(...items);
    startKey = next;
  } while (startKey);
  const after = read.after;
  const sorted = found
    .filter((item) => !after || leadSortKey(item) > after)
    .sort((a, b) => (leadSortKey(a) < leadSortKey(b) ? -1 : 1));
  yield* sorted;
}

/**
 * Merges streams that are each in lead order into one in lead order. The first item of every
 * stream is read in parallel; after that a stream is only advanced when its item was taken,
 * and returning early (a full page) closes every stream, so no further batch is read.
 */
export async function* mergeInLeadOrder<T extends Pick<MoveRequestItem, 'start_date' | 'id'>>(
  streams: Array<AsyncGenerator<T>>,
): AsyncGenerator<T> {
  try {
    const heads = await Promise.all(streams.map((stream) => stream.next()));
    for (;;) {
      let best = -1;
      for (let i = 0; i < heads.length; i++) {
        const head = heads[i]!;
        if (head.done) continue;
        if (best < 0 || leadSortKey(head.value) < leadSortKey(heads[best]!.value as T)) best = i;
      }
      if (best < 0) return;
      yield heads[best]!.value as T;
      heads[best] = await streams[best]!.next();
    }
  } finally {
    await Promise.all(streams.map((stream) => stream.return(undefined)));
  }
}
