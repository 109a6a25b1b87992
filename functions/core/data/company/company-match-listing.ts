import { todayInCarolinas } from '@functions/platform/move-dates';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { findCompany, movingCompanyEntity, NOT_LISTED, type MovingCompanyItem } from './moving-companies';

/*
 * Matching's listing of a company (docs/access-patterns.md, Matching): the company item itself
 * is filed in gsi2 under MATCH#<state> / <name in lower case>#<id> while it is verified, has a
 * state and has an available day from today on, so a page of matches is one Query of whole
 * companies in name order (no second read). Everything here derives the listing from the
 * stored item, so any writer that may change it just calls refileMatchListing afterwards.
 */

/** Tries of a read-then-conditional-write that a parallel write of the company refused. */
const REFILE_ATTEMPTS = 4;

/** The company's available days within first..last (inclusive): does it have one? */
export function hasAvailableDayIn(
  company: Pick<MovingCompanyItem, 'available_days'>,
  first: string,
  last: string,
): boolean {
  return (company.available_days ?? []).some((day) => day >= first && day <= last);
}

/** Where matching files the company: its state while verified with a day available from today on; else NOT_LISTED. */
export function matchListingOf(company: MovingCompanyItem, today: string = todayInCarolinas()): string {
  const listed =
    company.is_verified === true && !!company.state && (company.available_days ?? []).some((day) => day >= today);
  return listed ? company.state! : NOT_LISTED;
}

/**
 * Files the company where matchListingOf says, from a consistent read: writes only on a
 * change, conditional on the updated_at read (a parallel write makes it read again). Past
 * days are pruned from available_days on the way. Answers the company as stored (null: gone).
 */
export async function refileMatchListing(companyId: string): Promise<MovingCompanyItem | null> {
  for (let attempt = 1; attempt <= REFILE_ATTEMPTS; attempt++) {
    const company = await findCompany(companyId, { consistent: true });
    if (!company) return null;
    const today = todayInCarolinas();
    const listing = matchListingOf(company, today);
    const past = (company.available_days ?? []).filter((day) => day < today);
    // match_name rides along so an item written before the listing existed gets its sort key too.
    const name = company.name.toLowerCase();
    if (listing === company.match_listing && name === company.match_name && past.length === 0) return company;
    try {
      const patch = movingCompanyEntity().patch({ id: companyId }).set({ match_listing: listing, match_name: name });
      const { data } = await (past.length > 0 ? patch.delete({ available_days: past }) : patch)
        .where(({ updated_at }, { eq }) => eq(updated_at, company.updated_at))
        .go({ response: 'all_new' });
      return data;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  throw new Error(`The match listing of company ${companyId} kept changing under parallel writes`);
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

/** The most companies one Query of the listing asks for. */
const MAX_LIMIT = 400;

/** A page position in matching's listing: after this company (exclusive). */
export type ListingPosition = { match_name: string; id: string };

export const positionOf = (company: MovingCompanyItem): ListingPosition => ({
  match_name: company.match_name ?? company.name.toLowerCase(),
  id: company.id,
});

/**
 * Up to `pageSize` listed companies of a state, in name order after `after`, that `keep`
 * accepts, and whether more follow. Reads whole companies from gsi2 with a DynamoDB Limit of
 * what the page still needs plus one (the one tells whether there is a next page), again only
 * while companies were refused: when most listed companies are free in the range, a page reads
 * about one item per company it returns.
 */
export async function listedCompanies(
  state: string,
  pageSize: number,
  keep: (company: MovingCompanyItem) => boolean,
  after?: ListingPosition,
): Promise<{ companies: MovingCompanyItem[]; more: boolean }> {
  const kept: MovingCompanyItem[] = [];
  const lapsed: string[] = [];
  const today = todayInCarolinas();
  let cursor: string | null = null;
  for (let round = 0; round === 0 || (cursor && kept.length <= pageSize); round++) {
    const query = movingCompanyEntity().query.byMatchListing({ match_listing: state });
    // The Limit doubles each round: a range few companies are free in takes a few round trips, not one per page size.
    const limit = Math.min((pageSize + 1 - kept.length) * 2 ** round, MAX_LIMIT);
    const page: { data: MovingCompanyItem[]; cursor: string | null } = await (after ? query.gt(after) : query).go({
      limit,
      cursor,
    });
    kept.push(...page.data.filter(keep));
    lapsed.push(
      ...page.data.filter((company) => matchListingOf(company, today) !== state).map((company) => company.id),
    );
    cursor = page.cursor;
  }
  // Listed companies that no longer qualify (their last day passed, say) are refiled now, so
  // later pages stop reading them: once per company, not on every request.
  await Promise.all(lapsed.map((id) => refileMatchListing(id)));
  return { companies: kept.slice(0, pageSize), more: kept.length > pageSize };
}
