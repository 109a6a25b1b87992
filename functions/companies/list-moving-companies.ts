import { routes } from '@schemas/routes';
import { CURSOR_INVALID, NEXT_CURSOR_HEADER } from '@schemas/paging';
import { toPublicMovingCompany } from './company-views';
import { companyPage, isSortKeyOf, type CompanyOrder } from '@functions/core/data/company/company-pages';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';

/**
 * GET /api/moving-company-list[?cursor=&limit=&sort=&search=] — a page of the company directory
 * (default LIMITS.companyListPageSize), the next page's cursor in x-next-cursor while more may
 * follow (the body stays the spec's array).
 * Reads: a key range after the cursor, Limit = the page, by state then name (sort=state, the
 * default) or by lower-case name (sort=name; `search` is a name prefix on it). Admins read every
 * company (gsi1 COMPANIES, gsi3 COMPANIES#NAME); everyone else the verified ones only, from
 * their own indexes (gsi4 DIRECTORY#VERIFIED, gsi5 DIRECTORY#VERIFIED#NAME), so every page
 * reads what it answers and is full while more follow.
 * A cursor this server did not give, or one of another order or search, is a 400.
 */
export const listMovingCompanies: PlainHandler<typeof routes.listMovingCompanies> = async ({ auth, query }) => {
  const namePrefix = query.search ? query.search.toLowerCase() : undefined;
  const order: CompanyOrder = namePrefix ? 'name' : query.sort;
  const after = query.cursor ? decodePosition(query.cursor, order, namePrefix) : undefined;
  const { companies, next } = await companyPage({
    order,
    size: query.limit,
    after,
    verifiedOnly: auth.role !== 'ADMIN',
    namePrefix,
  });
  return new Reply(
    200,
    companies.map(toPublicMovingCompany),
    next ? { [NEXT_CURSOR_HEADER]: encodePageCursor([next.sortKey, next.id]) } : {},
  );
};

function decodePosition(cursor: string, order: CompanyOrder, namePrefix?: string) {
  const [sortKey, id] = decodePageCursor(cursor, 2);
  if (!isSortKeyOf(order, sortKey, namePrefix)) throw badRequest(CURSOR_INVALID);
  return { sortKey, id };
}

export const handler = httpHandler(routes.listMovingCompanies, listMovingCompanies);
