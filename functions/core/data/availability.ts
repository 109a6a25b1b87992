import { Entity, type EntityItem } from 'electrodb';
import { monthOf } from '../calendar-dates';
import { isConditionalFailure } from './conditional';
import { entityConfig, lazyEntity } from './table';

/**
 * One day of a company's calendar. Key: COMPANY#<id> / AVAIL#<YYYY-MM-DD>, so a month of one
 * company is one Query with a between on the sort key (the calendar). Days without an item are
 * unavailable. Not indexed: matching reads the month summaries below instead.
 */
export const availabilityEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'availability', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          date: { type: 'string', required: true, readOnly: true },
          is_available: { type: 'boolean', required: true },
        },
        indexes: {
          byCompanyDate: {
            pk: { field: 'pk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['date'], template: 'AVAIL#${date}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type AvailabilityItem = EntityItem<ReturnType<typeof availabilityEntity>>;

/**
 * A company's available days of one month, for matching. Key: COMPANY#<id> / AVMONTH#<YYYY-MM>;
 * `days` is a String Set of the month's available dates (YYYY-MM-DD), kept by putAvailabilityDays
 * with UpdateItem ADD / DELETE, which are atomic per element: parallel publishes of different
 * days of one month never lose one. gsi2 `AVAIL#<state>#<YYYY-MM>` / `COMPANY#<id>` lists the
 * companies of a state with a day available in a month: matching reads one item per company per
 * month touched by the move. The item is deleted when its last day goes (conditional delete),
 * so months without any available day are not read.
 */
export const availabilityMonthEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'availabilityMonth', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          month: { type: 'string', required: true, readOnly: true },
          /** listingStateOf(company) when the month was last written: its state (US code) while verified, else ''. */
          state: { type: 'string', required: true },
          days: { type: 'set', items: 'string' },
        },
        indexes: {
          byCompanyMonth: {
            pk: { field: 'pk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['month'], template: 'AVMONTH#${month}', casing: 'none' },
          },
          availableByStateMonth: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['state', 'month'], template: 'AVAIL#${state}#${month}', casing: 'none' },
            sk: { field: 'gsi2sk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type AvailabilityMonthItem = EntityItem<ReturnType<typeof availabilityMonthEntity>>;

/**
 * The state a company's month items are filed under in gsi2, the index matching reads: its
 * state while it is verified, '' (never queried) while it is not, so matching reads no month
 * item of an unverified company. Whoever changes a company's state or verification calls
 * moveAvailabilityToState with the new value.
 */
export function listingStateOf(company: { state?: string | null; is_verified?: boolean | null }): string {
  return company.is_verified === true ? (company.state ?? '') : '';
}

export { monthOf };

/**
 * Applies a change of one company's month: ADD the dates that became available, DELETE those
 * that did not (two UpdateItems: DynamoDB refuses ADD and DELETE of one attribute in one
 * expression; each is atomic and they touch different dates). Both SET the state, so the gsi2
 * key follows the company's state at the time of the write. A month left without days is
 * deleted on condition that it is still empty (a parallel ADD keeps it).
 */
async function updateMonth(companyId: string, month: string, state: string, added: string[], removed: string[]) {
  const key = { moving_company_id: companyId, month };
  // upsert (not update): it writes every key of the item, gsi2sk included, when it creates it.
  if (added.length > 0) {
    await availabilityMonthEntity().upsert({ ...key, state }).add({ days: added }).go({ response: 'none' });
  }
  if (removed.length === 0) return;
  let left: string[] | undefined;
  try {
    // patch: only an existing month has days to delete.
    const { data } = await availabilityMonthEntity().patch(key).set({ state }).delete({ days: removed }).go({ response: 'all_new' });
    left = data.days;
  } catch (error) {
    if (isConditionalFailure(error)) return; // no month item: nothing was available
    throw error;
  }
  if (left && left.length > 0) return;
  try {
    await availabilityMonthEntity()
      .delete(key)
      .where(({ days }, { notExists }) => notExists(days))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error; // a day was added meanwhile: the month stays
  }
}

/**
 * Writes days of one company whole (the calendar's items) and applies them to the month items
 * that matching reads (see availabilityMonthEntity), with the company's state on the months.
 * The days are written first; a failure before the months are updated leaves them to the next
 * publish of those days (or the local seed's backfill).
 */
export async function putAvailabilityDays(
  companyId: string,
  state: string,
  days: ReadonlyArray<{ date: string; is_available: boolean }>,
): Promise<void> {
  if (days.length === 0) return;
  const items = days.map((d) => ({ moving_company_id: companyId, date: d.date, is_available: d.is_available }));
  const { unprocessed } = await availabilityEntity().put(items).go({ concurrency: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} availability days were not written`);

  const months = new Map<string, { added: string[]; removed: string[] }>();
  for (const d of days) {
    const month = months.get(monthOf(d.date)) ?? { added: [], removed: [] };
    (d.is_available ? month.added : month.removed).push(d.date);
    months.set(monthOf(d.date), month);
  }
  await Promise.all([...months].map(([month, { added, removed }]) => updateMonth(companyId, month, state, added, removed)));
}

/** The company's month items from firstMonth to lastMonth (YYYY-MM, inclusive): one Query. */
export async function availabilityMonthsBetween(companyId: string, firstMonth: string, lastMonth: string): Promise<AvailabilityMonthItem[]> {
  const { data } = await availabilityMonthEntity()
    .query.byCompanyMonth({ moving_company_id: companyId })
    .between({ month: firstMonth }, { month: lastMonth })
    .go({ pages: 'all' });
  return data;
}

/** Does the company have an available day between first and last (inclusive)? One Query of its months. */
export async function hasAvailableDay(companyId: string, first: string, last: string): Promise<boolean> {
  const months = await availabilityMonthsBetween(companyId, monthOf(first), monthOf(last));
  return months.some((m) => (m.days ?? []).some((day) => day >= first && day <= last));
}

/**
 * Companies of a state with an available day in a month, with those days: one Query on gsi2
 * `AVAIL#<state>#<YYYY-MM>` (one item per company).
 */
export async function companiesAvailableInMonth(
  state: string,
  month: string,
): Promise<Array<{ moving_company_id: string; days: string[] }>> {
  const { data } = await availabilityMonthEntity()
    .query.availableByStateMonth({ state, month })
    .go({ pages: 'all', attributes: ['moving_company_id', 'days'] });
  return data.map((m) => ({ moving_company_id: m.moving_company_id, days: m.days ?? [] }));
}

/** Ids of companies of a state with an available day on `date` (the month's Query, filtered). */
export async function companiesAvailableOn(state: string, date: string): Promise<string[]> {
  const months = await companiesAvailableInMonth(state, monthOf(date));
  return months.filter((m) => m.days.includes(date)).map((m) => m.moving_company_id);
}

/**
 * After the company's listing state changed (its state, or its verification: listingStateOf):
 * every month item of the company gets the new value, so its gsi2 key moves to
 * AVAIL#<new state>#<month> (or out of matching's reach, ''). One Query of the company's months, one
 * UpdateItem per month (a few per year of calendar). Matching re-checks the company's current
 * state, so a month left stale by a failure hides the company, never lists it in a wrong state.
 */
export async function moveAvailabilityToState(companyId: string, state: string): Promise<number> {
  const { data } = await availabilityMonthEntity().query.byCompanyMonth({ moving_company_id: companyId }).go({ pages: 'all', attributes: ['month', 'state'] });
  const stale = data.filter((m) => m.state !== state);
  await Promise.all(
    stale.map((m) =>
      availabilityMonthEntity()
        .patch({ moving_company_id: companyId, month: m.month })
        .set({ state })
        .go({ response: 'none' })
        .catch((error) => {
          if (!isConditionalFailure(error)) throw error; // deleted meanwhile (its last day went)
        }),
    ),
  );
  return stale.length;
}

/**
 * Makes the company's month items agree with its day items and its state: months missing or
 * differing get the missing dates added and the extra ones deleted, months of another state are
 * moved. For local data whose month items are missing or disagree with its days; idempotent,
 * writes nothing when all agree. Returns the months changed. Two Queries of the company's
 * partition, plus the fixes.
 */
export async function backfillAvailabilityMonths(companyId: string, state: string): Promise<number> {
  const moved = await moveAvailabilityToState(companyId, state);
  const [{ data: days }, { data: months }] = await Promise.all([
    availabilityEntity().query.byCompanyDate({ moving_company_id: companyId }).go({ pages: 'all', attributes: ['date', 'is_available'] }),
    availabilityMonthEntity().query.byCompanyMonth({ moving_company_id: companyId }).go({ pages: 'all', attributes: ['month', 'days'] }),
  ]);
  const expected = new Map<string, Set<string>>();
  for (const d of days) {
    const set = expected.get(monthOf(d.date)) ?? new Set<string>();
    if (d.is_available) set.add(d.date);
    expected.set(monthOf(d.date), set);
  }
  const stored = new Map(months.map((m) => [m.month, new Set(m.days ?? [])]));
  let changed = 0;
  for (const month of new Set([...expected.keys(), ...stored.keys()])) {
    const want = expected.get(month) ?? new Set<string>();
    const have = stored.get(month) ?? new Set<string>();
    const added = [...want].filter((d) => !have.has(d));
    const removed = [...have].filter((d) => !want.has(d));
    if (added.length === 0 && removed.length === 0) continue;
    await updateMonth(companyId, month, state, added, removed);
    changed++;
  }
  return moved + changed;
}

/** The stored days of one company from first to last inclusive (one Query, a between on AVAIL#<date>). */
export async function availabilityDaysBetween(
  companyId: string,
  first: string,
  last: string,
): Promise<Array<{ date: string; is_available: boolean }>> {
  const { data } = await availabilityEntity()
    .query.byCompanyDate({ moving_company_id: companyId })
    .between({ date: first }, { date: last })
    .go({ pages: 'all', attributes: ['date', 'is_available'] });
  return data;
}
