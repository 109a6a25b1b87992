import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../core/aws/dynamodb';
import { config } from '../core/config';
import { moveRequestEntity, type MoveRequestItem } from '../core/data/move-requests';

/**
 * Reading the lead index (gsi1 of move requests, written by functions/core/data/move-requests.ts):
 * gsi1pk LEADS#<origin state>#<YYYY-MM of start_date>, gsi1sk <start_date>#<id>.
 * A start-date range is one Query per month partition it touches, each a key range on the
 * sort key (BETWEEN), read in sort-key order; never a Scan, never another state's partitions.
 */

const leadPartition = (state: string, month: string) => `LEADS#${state}#${month}`;
/** The first sort key of a day ('2026-12-01' sorts before '2026-12-01#<id>'). */
const firstKeyOf = (day: string) => day;
/** Past the last sort key of a day: '~' sorts after every id character. */
const pastLastKeyOf = (day: string) => `${day}#~`;

/** The sort key of a lead, the page position handed out as cursor. */
export const leadSortKey = (item: Pick<MoveRequestItem, 'start_date' | 'id'>) => `${item.start_date}#${item.id}`;

/** The months (YYYY-MM) from the month of `from` to the month of `to`, both days YYYY-MM-DD. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** What a read cost: queries made, items DynamoDB read (ScannedCount), capacity consumed. */
export interface LeadReadStats {
  queries: number;
  itemsRead: number;
  capacityUnits: number;
}

export interface LeadIndexRead {
  state: string;
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
  /** ... up to this. The caller stops iterating when its page is full. */
  maxBatchSize: number;
}

/**
 * Yields the leads of one state whose start date lies in [fromStart, toStart], in sort-key
 * order (start date, then id), reading one month partition after the other in batches that
 * grow from batchSize. The consumer stops iterating once its page is full, so no later batch is read.
 */
export async function* readLeadIndex(read: LeadIndexRead, stats: LeadReadStats): AsyncGenerator<MoveRequestItem> {
  const { state, fromStart, toStart, after } = read;
  let batchSize = read.batchSize;
  const lowest = after && after > firstKeyOf(fromStart) ? after : firstKeyOf(fromStart);
  const highest = pastLastKeyOf(toStart);
  if (lowest > highest) return;
  for (const month of monthsBetween(lowest.slice(0, 10), toStart)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const answer: QueryCommandOutput = await documentClient().send(
        new QueryCommand({
          TableName: config.tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :lo AND :hi',
          FilterExpression: 'end_date >= :floor',
          ExpressionAttributeValues: { ':pk': leadPartition(state, month), ':lo': lowest, ':hi': highest, ':floor': read.endFloor },
          Limit: batchSize,
          ExclusiveStartKey: startKey,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      stats.queries += 1;
      stats.itemsRead += answer.ScannedCount ?? 0;
      stats.capacityUnits += answer.ConsumedCapacity?.CapacityUnits ?? 0;
      const { data } = moveRequestEntity().parse({ Items: answer.Items ?? [] });
      for (const item of data) {
        // BETWEEN is inclusive: the cursor's own lead was on the previous page.
        if (after && leadSortKey(item) <= after) continue;
        yield item;
      }
      startKey = answer.LastEvaluatedKey;
      batchSize = Math.min(batchSize * 2, read.maxBatchSize);
    } while (startKey);
  }
}
