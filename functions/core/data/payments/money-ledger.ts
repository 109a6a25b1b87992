import { Entity, type EntityItem } from 'electrodb';
import {
  LEDGER_KINDS,
  MONEY_FIGURES,
  emptyFigures,
  figuresOf,
  type LedgerDifference,
  type LedgerEntry,
  type MoneyFigure,
  type MoneyFigures,
} from '@schemas/money-ledger';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';

/*
 * The books of protected-payment money (schemas/money-ledger.ts; docs/access-patterns.md):
 * - an entry per movement: main LEDGER#<booking_id> / <entry_id> (a booking's ledger), and gsi1
 *   LEDGERDAY#<YYYY-MM-DD> / <booking_id>#<entry_id> (the movements of a day, which the daily
 *   reconciliation reads); written only if absent, so a movement is booked once;
 * - the totals: MONEY / TOTALS, one number per figure, moved in the same transaction as each entry;
 * - the reconciliations: MONEY / RECONCILIATION#<ran at>, the newest read by the admin.
 */

const FIGURE_ATTRIBUTES = Object.fromEntries(MONEY_FIGURES.map((figure) => [figure, { type: 'number' as const }]));

export const ledgerEntryEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'ledgerEntry', version: '1', service: 'movematch' },
        attributes: {
          booking_id: { type: 'string', required: true, readOnly: true },
          entry_id: { type: 'string', required: true, readOnly: true },
          day: { type: 'string', required: true, readOnly: true },
          kind: { type: LEDGER_KINDS, required: true },
          amount: { type: 'number', required: true },
          fee: { type: 'number', required: true },
          part: { type: ['deposit', 'balance'] as const },
          stripe_id: { type: 'string', required: true },
          outcome: { type: ['won', 'lost'] as const },
          at: { type: 'string', required: true },
        },
        indexes: {
          byBooking: {
            pk: { field: 'pk', composite: ['booking_id'], template: 'LEDGER#${booking_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['entry_id'], template: '${entry_id}', casing: 'none' },
          },
          byDay: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['day'], template: 'LEDGERDAY#${day}', casing: 'none' },
            sk: {
              field: 'gsi1sk',
              composite: ['booking_id', 'entry_id'],
              template: '${booking_id}#${entry_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export const moneyTotalsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'moneyTotals', version: '1', service: 'movematch' },
        attributes: { ...FIGURE_ATTRIBUTES },
        indexes: {
          totals: {
            pk: { field: 'pk', composite: [], template: 'MONEY', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'TOTALS', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export const reconciliationEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'moneyReconciliation', version: '1', service: 'movematch' },
        attributes: {
          ran_at: { type: 'string', required: true, readOnly: true },
          bookings_checked: { type: 'number', required: true },
          /** LedgerDifference[] (schemas/money-ledger.ts). */
          differences: { type: 'any', required: true },
        },
        indexes: {
          byRun: {
            pk: { field: 'pk', composite: [], template: 'MONEY', casing: 'none' },
            sk: { field: 'sk', composite: ['ran_at'], template: 'RECONCILIATION#${ran_at}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

type LedgerEntryItem = EntityItem<ReturnType<typeof ledgerEntryEntity>>;

const entryOfItem = (item: LedgerEntryItem): LedgerEntry => ({
  booking_id: item.booking_id,
  entry_id: item.entry_id,
  kind: item.kind,
  amount: item.amount,
  fee: item.fee,
  part: item.part ?? null,
  stripe_id: item.stripe_id,
  outcome: item.outcome ?? null,
  at: item.at,
});

/**
 * Transaction items that book entries: each entry, only if absent, and the totals moved by all of
 * them in one update (a transaction touches an item once). None for no entries.
 */
export function ledgerItems(entries: LedgerEntry[]): TransactItem[] {
  if (entries.length === 0) return [];
  const puts = entries.map((entry) =>
    transactItem(
      ledgerEntryEntity()
        .put({
          ...entry,
          day: entry.at.slice(0, 10),
          part: entry.part ?? undefined,
          outcome: entry.outcome ?? undefined,
        })
        .where((attr, op) => op.notExists(attr.entry_id)),
    ),
  );
  const moved = figuresOf(entries);
  const add = Object.fromEntries(
    (Object.entries(moved) as Array<[MoneyFigure, number]>).filter(([, cents]) => cents !== 0),
  );
  // Nothing moved in total (a hold replaced by one of the same amount): the entries only.
  if (Object.keys(add).length === 0) return puts;
  return [...puts, transactItem(moneyTotalsEntity().update({}).add(add))];
}

/**
 * Books movements that stand alone (a deposit paid before its booking exists, the refund of one
 * never booked). An entry already booked (the same movement told twice) is left out and the rest
 * booked.
 */
export async function bookLedgerEntries(entries: LedgerEntry[]): Promise<void> {
  let left = entries;
  while (left.length > 0) {
    const outcome = await transactWrite({ entries: ledgerItems(left) });
    if (outcome.ok) return;
    const index = outcome.refusedIndex('entries');
    if (index < 0 || index >= left.length) throw new Error(`Ledger entries not booked: ${outcome.reasons}`);
    left = left.filter((_, i) => i !== index);
  }
}

/** A booking's entries, oldest first. */
export async function bookingLedger(bookingId: string): Promise<LedgerEntry[]> {
  const { data } = await ledgerEntryEntity().query.byBooking({ booking_id: bookingId }).go({ pages: 'all' });
  return data.map(entryOfItem).sort((a, b) => a.at.localeCompare(b.at) || a.entry_id.localeCompare(b.entry_id));
}

/** The bookings with a movement on one day (YYYY-MM-DD). */
export async function bookingsWithMovementsOn(day: string): Promise<string[]> {
  const { data } = await ledgerEntryEntity()
    .query.byDay({ day })
    .go({ pages: 'all', attributes: ['booking_id'] });
  return [...new Set(data.map((item) => item.booking_id))];
}

/** The totals of every booking's money, in cents (zero before the first movement). */
export async function moneyTotals(): Promise<MoneyFigures> {
  const { data } = await moneyTotalsEntity().get({}).go({ consistent: true });
  const totals = emptyFigures();
  for (const figure of MONEY_FIGURES) totals[figure] = Number(data?.[figure] ?? 0);
  return totals;
}

export async function recordReconciliation(run: {
  ran_at: string;
  bookings_checked: number;
  differences: LedgerDifference[];
}): Promise<void> {
  await reconciliationEntity().put(run).go();
}

export async function latestReconciliation(): Promise<{
  ran_at: string;
  bookings_checked: number;
  differences: LedgerDifference[];
} | null> {
  const { data } = await reconciliationEntity().query.byRun({}).go({ order: 'desc', limit: 1 });
  const run = data[0];
  return run
    ? { ran_at: run.ran_at, bookings_checked: run.bookings_checked, differences: run.differences as LedgerDifference[] }
    : null;
}
