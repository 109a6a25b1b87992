import { companyLicensedRegimes } from '@schemas/licences';
import { DEFAULT_SERVICE_AREA, radiusMiles } from '@schemas/service-areas';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { zipPlace } from '@functions/platform/geo/zip-coordinates';
import { cellsOfState, cellsWithin } from '@functions/platform/geo/zip-cells';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { findCompany, movingCompanyEntity, type MovingCompanyItem } from './moving-companies';
import { fileInCells, packDays, type RosterEntry } from './match-roster';

/*
 * Matching's listing of a company (docs/access-patterns.md, Matching): while it is verified and
 * has an available day from today on, its compact entry (match-roster.ts) sits in the roster of
 * every cell its service area reaches, and `match_cells` on the company item names those cells.
 * Everything here derives the listing from the stored item, so any writer that changes an input
 * (calendar, verification, profile and service area, reviews, response times, completed moves)
 * just calls refileMatchListing afterwards.
 */

/** The company's available days within first..last (inclusive): does it have one? */
export function hasAvailableDayIn(
  company: Pick<MovingCompanyItem, 'available_days'>,
  first: string,
  last: string,
): boolean {
  return (company.available_days ?? []).some((day) => day >= first && day <= last);
}

/** Matching lists the company: verified with an available day from today on. */
export function isListed(company: MovingCompanyItem, today: string = todayInCarolinas()): boolean {
  return company.is_verified === true && (company.available_days ?? []).some((day) => day >= today);
}

/** The roster kept for origins whose ZIP code the dataset does not know: every listed company of the state. */
export const stateCell = (state: string) => `ST-${state}`;

/**
 * The cells whose origins the company may serve (a superset: matching applies the exact rule to
 * each entry): those with a ZIP code within its radius of its base ZIP code; for the whole
 * state, or a base the dataset does not know, every cell of its state; and its state's roster.
 */
export function cellsReachedBy(company: Pick<MovingCompanyItem, 'state' | 'zip' | 'service_radius'>): string[] {
  const radius = radiusMiles(company.service_radius ?? DEFAULT_SERVICE_AREA.service_radius);
  const base = company.zip ? zipPlace(company.zip) : null;
  const state = company.state ?? '';
  const reached = radius !== null && base ? cellsWithin(base, radius) : cellsOfState(state);
  return state ? [...reached, stateCell(state)] : reached;
}

/** The company's roster entry, as of the item read. */
export function rosterEntryOf(company: MovingCompanyItem, today: string): RosterEntry {
  return {
    id: company.id,
    name: company.name.toLowerCase(),
    state: company.state ?? '',
    zip: company.zip,
    service_radius: company.service_radius,
    serves_out_of_state: company.serves_out_of_state,
    ...packDays((company.available_days ?? []).filter((day) => day >= today)),
    response_minutes: company.response_minutes,
    review_count: company.review_count,
    review_overall_sum: company.review_overall_sum,
    accuracy_completed: company.accuracy_completed,
    accuracy_matched: company.accuracy_matched,
    licensed: companyLicensedRegimes(company),
  };
}

/**
 * Files the company where its item says, from a consistent read: the entry in every cell it
 * reaches, out of the cells it left (or of all, once unlisted). The rosters are written only
 * when the entry or its cells changed (`match_filed` on the item remembers what was filed),
 * then the item records it; each company write is conditional on the updated_at read. When one fails,
 * the company changed after the read, and whoever changed it filed (or will file) a state at
 * least as new: a refile's own write succeeds only on an unchanged item, and every other writer
 * refiles after its write. So the refile stops there rather than race it (a popular company's
 * parallel reviews would otherwise keep refusing each other). Past days are pruned from
 * available_days on the way. Answers the company as stored (null: gone).
 */
export async function refileMatchListing(companyId: string): Promise<MovingCompanyItem | null> {
  const company = await findCompany(companyId, { consistent: true });
  if (!company) return null;
  const today = todayInCarolinas();
  const entry = isListed(company, today) ? rosterEntryOf(company, today) : null;
  const cells = entry ? cellsReachedBy(company) : [];
  const filed = entry ? JSON.stringify({ ...entry, cells }) : '';
  const past = (company.available_days ?? []).filter((day) => day < today);
  const name = company.name.toLowerCase();
  if (filed === (company.match_filed ?? '') && name === company.match_name && past.length === 0) return company;

  let version = company.updated_at;
  if (filed !== (company.match_filed ?? '')) {
    // First the item names every cell the entry may be in (old and new), so a refile cut short
    // after the roster writes leaves no entry in a cell the item does not name.
    const named = [...new Set([...(company.match_cells ?? []), ...cells])];
    try {
      const { data } = await movingCompanyEntity()
        .patch({ id: companyId })
        .set({ match_cells: named })
        .where(({ updated_at }, { eq }) => eq(updated_at, company.updated_at))
        .go({ response: 'all_new' });
      version = data.updated_at;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      return findCompany(companyId, { consistent: true });
    }
    const left = named.filter((cell) => !cells.includes(cell));
    await fileInCells(companyId, version ?? '', entry, cells, left);
  }
  try {
    const patch = movingCompanyEntity()
      .patch({ id: companyId })
      .set({ match_cells: cells, match_filed: filed, match_name: name });
    const { data } = await (past.length > 0 ? patch.delete({ available_days: past }) : patch)
      .where(({ updated_at }, { eq }) => eq(updated_at, version))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    return findCompany(companyId, { consistent: true });
  }
}

/**
 * Applies a calendar change to the company's available_days (ADD the dates that became
 * available, DELETE those that did not: two UpdateItems, as DynamoDB refuses both on one
 * attribute in one expression; each is atomic per element, so parallel publishes lose no day),
 * then refiles the listing. A company that does not exist is left alone.
 */
export async function applyAvailableDays(companyId: string, added: string[], removed: string[]): Promise<void> {
  try {
    if (added.length > 0)
      await movingCompanyEntity().patch({ id: companyId }).add({ available_days: added }).go({ response: 'none' });
    if (removed.length > 0)
      await movingCompanyEntity().patch({ id: companyId }).delete({ available_days: removed }).go({ response: 'none' });
  } catch (error) {
    if (isConditionalFailure(error)) return; // no such company
    throw error;
  }
  await refileMatchListing(companyId);
}
