import { Entity, type EntityItem } from 'electrodb';
import { batchGet } from '@functions/core/data/batch-reads';
import { eventClaimItem } from '@functions/core/data/notifications/email-claims';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';

/** The day counters of the admin's operations view (docs/admin.md, Operations view). */
export const MARKETPLACE_COUNTERS = [
  'newCustomers',
  'moveRequests',
  'quoteRequests',
  'quotesSent',
  'bookings',
  'cancellations',
  'tokensSold',
  'tokensSpent',
] as const;
export type MarketplaceCounter = (typeof MARKETPLACE_COUNTERS)[number];
export type CounterIncrements = Partial<Record<MarketplaceCounter, number>>;

/**
 * Upper edges (minutes, inclusive) of the histogram of minutes from a quote request to the
 * company's first quote on it; one more bucket holds everything above the last edge. The
 * median is read from the merged buckets, so it is exact to the bucket holding it: 5 minutes
 * under an hour, then 30 minutes to 2 hours, then hours, days (medianOf).
 */
export const FIRST_QUOTE_BUCKET_EDGES = [
  5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 90, 120, 180, 240, 300, 360, 480, 600, 720, 960, 1200, 1440, 2160,
  2880, 4320, 5760, 7200, 10080,
] as const;
/** Attribute names of the buckets: ttfq_<edge>, and ttfq_over for everything above the last edge. */
const BUCKETS = [...FIRST_QUOTE_BUCKET_EDGES.map((edge) => `ttfq_${edge}`), 'ttfq_over'] as const;

const counterAttributes = Object.fromEntries(
  MARKETPLACE_COUNTERS.map((name) => [name, { type: 'number' as const }]),
) as Record<MarketplaceCounter, { type: 'number' }>;
const bucketAttributes = Object.fromEntries(BUCKETS.map((name) => [name, { type: 'number' as const }])) as Record<
  string,
  { type: 'number' }
>;

/**
 * One UTC day of the marketplace: STATS#DAY#<yyyy-mm-dd> / COUNTERS, every figure an atomic
 * ADD (the item appears with the day's first event). Written only by the marketplace-stats
 * event handlers (each event once, countOnce) and the local seed's backfill; read by
 * GET /api/admin/marketplace-stats as one BatchGet of 30 keys.
 */
export const marketplaceDayEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'marketplaceDay', version: '1', service: 'movematch' },
        attributes: {
          date: { type: 'string', required: true, readOnly: true },
          ...counterAttributes,
          ...bucketAttributes,
        },
        indexes: {
          byDate: {
            pk: { field: 'pk', composite: ['date'], template: 'STATS#DAY#${date}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'COUNTERS', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);
export type MarketplaceDayItem = EntityItem<ReturnType<typeof marketplaceDayEntity>>;

/**
 * A quote whose first quote was timed: STATS#FIRST_QUOTE#<quoteId> / MARK, created in the
 * same transaction as the histogram's ADD, so a quote is timed once however often it is
 * quoted again (a re-request after a cancellation, an update).
 */
export const firstQuoteMarkEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'firstQuoteMark', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          minutes: { type: 'number', required: true },
        },
        indexes: {
          byQuote: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'STATS#FIRST_QUOTE#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'MARK', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/** The UTC date (yyyy-mm-dd) of an instant. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);

/** The bucket attribute a number of minutes falls in. */
export function bucketOf(minutes: number): string {
  const edge = FIRST_QUOTE_BUCKET_EDGES.find((e) => minutes <= e);
  return edge === undefined ? 'ttfq_over' : `ttfq_${edge}`;
}

/** The ADDs of counters and timed first quotes (zeros left out). */
function additions(increments: CounterIncrements, firstQuoteMinutes: readonly number[]): Record<string, number> {
  const add: Record<string, number> = {};
  for (const [name, value] of Object.entries(increments)) if (value) add[name] = value;
  for (const minutes of firstQuoteMinutes) add[bucketOf(minutes)] = (add[bucketOf(minutes)] ?? 0) + 1;
  return add;
}

/** The day item's ADD of counters and, optionally, one timed first quote. */
function addItem(date: string, increments: CounterIncrements, minutesToFirstQuote?: number): TransactItem {
  const add = additions(increments, minutesToFirstQuote === undefined ? [] : [minutesToFirstQuote]);
  return transactItem(marketplaceDayEntity().update({ date }).add(add));
}

export interface CountedEvent {
  /** The EventBridge event id (the same across its redeliveries). */
  eventId: string;
  /** When the event happened: the day it counts on. */
  at: Date;
  increments: CounterIncrements;
  /** A quote answering a request: its id and the minutes since the request (timed once per quote). */
  firstQuote?: { quoteId: string; minutes: number };
}

/** Who claims events for the counters (email-claims.ts eventClaimItem's consumer). */
const CONSUMER = 'marketplace-stats';

/**
 * Counts an event exactly once: one transaction of the event's claim (a conditional create,
 * kept 7 days, longer than EventBridge retries) and the day's ADDs, so a redelivery finds
 * the claim and adds nothing, and a failed write leaves no claim behind for the retry to
 * trip on. A quote already timed is counted without its minutes. False: counted before.
 */
export async function countOnce(event: CountedEvent): Promise<boolean> {
  const date = utcDate(event.at);
  const claim = eventClaimItem(event.eventId, CONSUMER);
  if (event.firstQuote) {
    const mark = transactItem(
      firstQuoteMarkEntity().create({ quote_id: event.firstQuote.quoteId, minutes: event.firstQuote.minutes }),
    );
    const outcome = await transactWrite({
      claim,
      mark,
      day: addItem(date, event.increments, event.firstQuote.minutes),
    });
    if (outcome.ok) return true;
    if (outcome.refused('claim')) return false;
    if (!outcome.refused('mark')) throw new Error(`Counting refused without a reason: ${outcome.reasons}`);
  }
  const outcome = await transactWrite({ claim, day: addItem(date, event.increments) });
  if (outcome.ok) return true;
  if (outcome.refused('claim')) return false;
  throw new Error(`Counting refused without a reason: ${outcome.reasons}`);
}

/** One day of a backfill: counters to add and the first-quote minutes to file. */
export interface BackfillDay {
  date: string;
  increments: CounterIncrements;
  firstQuoteMinutes?: readonly number[];
}

/**
 * A backfill marker: STATS#BACKFILL#<name> / MARK, created in the backfill's own transaction,
 * so a rerun of the same backfill adds nothing.
 */
export const backfillMarkEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'statsBackfillMark', version: '1', service: 'movematch' },
        attributes: {
          name: { type: 'string', required: true, readOnly: true },
          days: { type: 'number', required: true },
        },
        indexes: {
          byName: {
            pk: { field: 'pk', composite: ['name'], template: 'STATS#BACKFILL#${name}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'MARK', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/** A transaction holds at most 100 items: the marker and 99 days. */
const BACKFILL_MAX_DAYS = 99;

/**
 * Adds figures to past days once per `name` (the local seed's demo history): one transaction
 * of the marker (a conditional create) and every day's ADDs. False: done before.
 */
export async function backfillOnce(name: string, days: readonly BackfillDay[]): Promise<boolean> {
  const items = days
    .map((day) => ({ day, add: additions(day.increments, day.firstQuoteMinutes ?? []) }))
    .filter(({ add }) => Object.keys(add).length > 0);
  if (items.length > BACKFILL_MAX_DAYS) throw new Error(`A backfill holds at most ${BACKFILL_MAX_DAYS} days`);
  const outcome = await transactWrite({
    mark: transactItem(backfillMarkEntity().create({ name, days: items.length })),
    days: items.map(({ day, add }) =>
      transactItem(
        marketplaceDayEntity()
          .update({ date: day.date })
          .add(add as never),
      ),
    ),
  });
  if (outcome.ok) return true;
  if (outcome.refused('mark')) return false;
  throw new Error(`Backfill refused without a reason: ${outcome.reasons}`);
}

/** A day's figures, zeros where nothing was counted. */
export interface MarketplaceDay {
  date: string;
  counters: Record<MarketplaceCounter, number>;
  /** Count per bucket attribute (ttfq_<edge> / ttfq_over). */
  buckets: Record<string, number>;
}

function dayOf(date: string, item: Record<string, unknown> | undefined): MarketplaceDay {
  const num = (name: string) => (typeof item?.[name] === 'number' ? item[name] : 0);
  return {
    date,
    counters: Object.fromEntries(MARKETPLACE_COUNTERS.map((name) => [name, num(name)])) as Record<
      MarketplaceCounter,
      number
    >,
    buckets: Object.fromEntries(BUCKETS.map((name) => [name, num(name)])),
  };
}

/** The days of `dates` (one BatchGet; days without an item are all zeros), in the order given. */
export async function findDays(dates: readonly string[]): Promise<MarketplaceDay[]> {
  const items = await batchGet(
    dates.map((date) => ({ date })),
    async (keys) => {
      const { data, unprocessed } = await marketplaceDayEntity().get(keys).go({ consistent: true });
      return { data, unprocessed: unprocessed.map((key) => ({ date: key.date })) };
    },
  );
  const byDate = new Map(items.map((item) => [item.date, item as Record<string, unknown>]));
  return dates.map((date) => dayOf(date, byDate.get(date)));
}

/**
 * The median of the merged histograms, as the upper edge of the bucket holding the middle
 * answer (the lower of the two middle ones for an even count): the true median is at most
 * that, and above the bucket's lower edge. Above the last edge it answers the last edge (a
 * week). Null without any timed quote.
 */
export function medianOf(days: readonly MarketplaceDay[]): number | null {
  const counts = BUCKETS.map((name) => days.reduce((sum, day) => sum + (day.buckets[name] ?? 0), 0));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i];
    if (seen >= middle) return FIRST_QUOTE_BUCKET_EDGES[Math.min(i, FIRST_QUOTE_BUCKET_EDGES.length - 1)];
  }
  return null;
}
