import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { addDays } from '@functions/platform/calendar-dates';
import { config } from '@functions/platform/config';
import {
  LEAD_INDEX_NAMES,
  LEAD_INDEX_SORT_KEYS,
  LEAD_LONGEST_CLASS,
  leadPartitionKey,
  type LeadClass,
  type LeadIndex,
} from './lead-keys';
import { moveRequestEntity, type MoveRequestItem } from './move-requests';

/**
 * Reading the lead index (keys: lead-keys.ts). One stream per length class of the chosen index
 * (state, origin city, route or origin zip; of the move requests themselves, or of the lead trait
 * items of one combination of residence traits), each a key range in <start_date>#<id> order, plus
 * LONGEST (sorted by end date, read whole). The streams are merged lazily in lead order: a
 * stream is only queried while its next unread key may come before the smallest lead already
 * read, so a class whose look-back starts after the page's last lead is never read, and each
 * Query reads a small batch (2, then doubling). These reads are raw Queries because the search
 * reports ScannedCount and ConsumedCapacity, which ElectroDB does not return; items are parsed
 * by the entity.
 */

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
  /** Of itemsRead, the items of the classes that hold more than one span (S<max> and LONGEST). */
  longItemsRead: number;
  /** Rounds of Queries that had to wait for the previous one (the latency path). */
  rounds: number;
}

export const emptyStats = (): LeadReadStats => ({
  queries: 0,
  itemsRead: 0,
  capacityUnits: 0,
  longItemsRead: 0,
  rounds: 0,
});

/** The first Query of a class reads this many items; each further one twice as many, up to MAX_BATCH. */
const FIRST_BATCH = 2;
const MAX_BATCH = 400;

/** What the merged read is for: the consumer's page, so a Query never reads far past it. */
export interface LeadReadContext {
  /** Leads the page still needs; a Query reads at most this many when `capByWanted`. */
  wanted: number;
  /** True when every item read is a lead of the page (the index implies every filter). */
  capByWanted: boolean;
}

export interface ClassStream {
  /** Read, not yet taken, in lead order. */
  buffer: MoveRequestItem[];
  /** Every unread item's key is above this (or, before the first read, at least this). */
  bound: string;
  exhausted: boolean;
  /** Not read yet and probably empty (a multi-span class): queried with the first round. */
  probe?: boolean;
  fetch(context: LeadReadContext): Promise<void>;
}

async function query(input: {
  index: LeadIndex;
  partition: string;
  keyCondition: string;
  filter: string;
  values: Record<string, string>;
  limit?: number;
  startKey?: Record<string, unknown>;
}): Promise<QueryCommandOutput> {
  return documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: LEAD_INDEX_NAMES[input.index.kind],
      KeyConditionExpression: input.keyCondition,
      FilterExpression: input.filter,
      ExpressionAttributeNames: {
        '#pk': `${LEAD_INDEX_NAMES[input.index.kind]}pk`,
        '#sk': LEAD_INDEX_SORT_KEYS[LEAD_INDEX_NAMES[input.index.kind]],
      },
      ExpressionAttributeValues: { ':pk': input.partition, ...input.values },
      Limit: input.limit,
      ExclusiveStartKey: input.startKey,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
}

function count(answer: QueryCommandOutput, long: boolean, stats: LeadReadStats) {
  stats.queries += 1;
  stats.itemsRead += answer.ScannedCount ?? 0;
  if (long) stats.longItemsRead += answer.ScannedCount ?? 0;
  stats.capacityUnits += answer.ConsumedCapacity?.CapacityUnits ?? 0;
  // A lead trait item is a copy of its request under a sort key of its own; ElectroDB parses an
  // item whose main key is the request's, so it is read under that key.
  const items = (answer.Items ?? []).map((item) => ({ ...item, sk: 'REQUEST' }));
  return moveRequestEntity().parse({ Items: items }).data;
}

export interface LeadWindowRead {
  state: string;
  index: LeadIndex;
  windowStart: string;
  windowEnd: string;
  /** Only leads after this lead order (the previous page's cursor). */
  after?: string;
}

/**
 * One start-sorted class: moves starting from windowStart − maxSpan to windowEnd (an exact class
 * holds only moves still running at windowStart there; a wider one filters end_date >= ws, which
 * DynamoDB still reads and counts).
 */
function classStream(read: LeadWindowRead, leadClass: LeadClass, stats: LeadReadStats): ClassStream | null {
  const from = addDays(read.windowStart, -leadClass.maxSpan);
  const lowest = read.after && read.after > from ? read.after : from;
  const highest = pastLastKeyOf(read.windowEnd);
  if (lowest > highest) return null;
  const sk = LEAD_INDEX_SORT_KEYS[LEAD_INDEX_NAMES[read.index.kind]];
  let startKey: Record<string, unknown> | undefined;
  let batch = FIRST_BATCH;
  const stream: ClassStream = {
    buffer: [],
    bound: lowest,
    exhausted: false,
    probe: !leadClass.exact,
    async fetch(context) {
      stream.probe = false;
      const limit = context.capByWanted ? Math.max(1, Math.min(batch, context.wanted)) : batch;
      const answer = await query({
        index: read.index,
        partition: leadPartitionKey(read.state, read.index, leadClass.name),
        keyCondition: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
        filter: 'end_date >= :floor',
        values: { ':lo': lowest, ':hi': highest, ':floor': read.windowStart },
        limit,
        startKey,
      });
      for (const item of count(answer, !leadClass.exact, stats)) {
        // BETWEEN is inclusive: the cursor's own lead was on the previous page.
        if (read.after && leadSortKey(item) <= read.after) continue;
        stream.buffer.push(item);
      }
      startKey = answer.LastEvaluatedKey;
      if (startKey) stream.bound = String(startKey[sk]);
      else stream.exhausted = true;
      batch = Math.min(batch * 2, MAX_BATCH);
    },
  };
  return stream;
}

/**
 * LONGEST (moves longer than the last class, filed before ranges were capped): sorted by end
 * date, so the key range skips every move ended before the window; the rest is read whole and
 * sorted here. Its look-back is unbounded, so it is read first (one Query, empty in practice).
 */
function longestStream(read: LeadWindowRead, stats: LeadReadStats): ClassStream {
  const stream: ClassStream = {
    buffer: [],
    bound: '',
    exhausted: false,
    async fetch() {
      const found: MoveRequestItem[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const answer = await query({
          index: read.index,
          partition: leadPartitionKey(read.state, read.index, LEAD_LONGEST_CLASS),
          keyCondition: '#pk = :pk AND #sk >= :from',
          filter: 'start_date <= :to',
          values: { ':from': firstKeyOf(read.windowStart), ':to': read.windowEnd },
          startKey,
        });
        found.push(...count(answer, true, stats));
        startKey = answer.LastEvaluatedKey;
      } while (startKey);
      const after = read.after;
      stream.buffer = found
        .filter((item) => !after || leadSortKey(item) > after)
        .sort((a, b) => (leadSortKey(a) < leadSortKey(b) ? -1 : 1));
      stream.exhausted = true;
    },
  };
  return stream;
}

/**
 * Merges class streams, each in lead order, into one in lead order. A lead already read is
 * handed out once no stream that is not yet read past it could hold an earlier one; such streams
 * are queried first, in parallel. With no lead in hand, the streams whose next unread key is the
 * lowest are queried (all of them at once on a page after the first: they share the cursor),
 * with every multi-span class not read yet (their look-backs come first and they are mostly
 * empty: one round instead of one each). Stopping early (a full page) reads nothing more.
 */
export async function* mergeLazily(
  streams: ClassStream[],
  context: LeadReadContext,
  stats: LeadReadStats,
): AsyncGenerator<MoveRequestItem> {
  for (;;) {
    let best: ClassStream | undefined;
    for (const stream of streams) {
      const head = stream.buffer[0];
      if (head && (!best || leadSortKey(head) < leadSortKey(best.buffer[0]))) best = stream;
    }
    const bestKey = best ? leadSortKey(best.buffer[0]) : undefined;
    const unread = streams.filter(
      (s) => !s.exhausted && s.buffer.length === 0 && (bestKey === undefined || s.bound < bestKey),
    );
    if (unread.length > 0) {
      const lowest = unread.reduce((min, s) => (s.bound < min ? s.bound : min), unread[0].bound);
      const toRead = bestKey === undefined ? unread.filter((s) => s.bound === lowest || s.probe) : unread;
      stats.rounds += 1;
      await Promise.all(toRead.map((s) => s.fetch(context)));
      continue;
    }
    if (!best) return;
    yield best.buffer.shift()!;
  }
}

/** The streams of every class of the index for the window, merged in lead order. */
export function readLeadWindow(
  read: LeadWindowRead,
  classes: readonly LeadClass[],
  context: LeadReadContext,
  stats: LeadReadStats,
): AsyncGenerator<MoveRequestItem> {
  const streams = classes
    .map((leadClass) => classStream(read, leadClass, stats))
    .filter((s): s is ClassStream => s !== null);
  return mergeLazily([...streams, longestStream(read, stats)], context, stats);
}
