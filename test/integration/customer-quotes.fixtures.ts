import { ulid } from 'ulid';
import type { QuoteStatus } from '@schemas/enums';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany, pointAtStack } from '@test/support/companies';
import { createTestUser, type TestUser } from '@test/support/users';
import { dayFromToday } from '@test/support/leads';

/*
 * Shared set-up of the customer quote tests (bookings, notifications, company access to a
 * move): a customer with a move request and quotes, made QUOTED through the data layer (the
 * company quoting routes are another slice's). Used by the integration tests and by
 * test/e2e/quotes.spec.ts, so it does not depend on vitest.
 */

const data = async () => {
  pointAtStack();
  return {
    quotes: await import('@functions/core/data/quotes'),
    bookings: await import('@functions/core/data/bookings'),
    moves: await import('@functions/core/data/move-requests'),
    savedLeads: await import('@functions/core/data/saved-leads'),
    availability: await import('@functions/core/data/availability'),
  };
};

const location = { address: '5 Elm St', city: 'Apex', state: 'NC', zip: '27502', square_feet: 1100, count_bedrooms: 2 };
const flags = { is_elevator_required: false, is_stairs_required: false, unit_level_start: 0, unit_level_count: 1 };

/** The first day of every fixture move. */
export const MOVE_START = dayFromToday(30);

export interface CustomerWithQuotes {
  customer: TestUser;
  moveId: string;
  companies: Array<{ id: string; name: string; email: string; phone?: string }>;
  /** Quote ids in the order of `companies`. */
  quoteIds: string[];
}

/** A customer with a move request and one QUOTE_REQUESTED quote per company (count companies). */
export async function customerWithQuotes(
  count = 2,
  options: { lastName?: string; companyNames?: string[] } = {},
): Promise<CustomerWithQuotes> {
  const { quotes } = await data();
  const customer = await createTestUser({ role: 'MOVER', profile: true, firstName: 'Casey', lastName: options.lastName ?? 'Customer' });
  const move = await callRoute(routes.createMoveRequest, {
    token: customer.accessToken,
    body: { from_location: { ...location, ...flags }, to_location: { ...location, ...flags }, start_date: MOVE_START, end_date: dayFromToday(33), is_packing_required: false },
  });
  if (move.status !== 201) throw new Error(`create move request answered ${move.status}`);
  const moveId = move.body.id as string;
  const companies = await Promise.all(Array.from({ length: count }, (_, i) => createTestCompany({ name: options.companyNames?.[i] })));
  const created = companies.map((c) => ({ id: ulid(), move_request_id: moveId, moving_company_id: c.id, customer_id: customer.sub }));
  if (!(await quotes.createQuotes(created))) throw new Error('the quotes were not created');
  return { customer, moveId, companies, quoteIds: created.map((q) => q.id) };
}

/** What a company's quote does to the stored item (status plus the quote's fields). */
export async function setQuote(
  moveId: string,
  companyId: string,
  status: QuoteStatus,
  fields: { price?: number; top_price?: number; description?: string; quoted_by_name?: string } = {},
) {
  const { quotes } = await data();
  await quotes.quoteEntity().patch({ move_request_id: moveId, moving_company_id: companyId }).set({ status, ...fields }).go();
}

export const quoted = (fixture: CustomerWithQuotes, index: number, price = 1200) =>
  setQuote(fixture.moveId, fixture.companies[index]!.id, 'QUOTED', { price, description: 'Two movers and a truck', quoted_by_name: 'Pat M.' });

export async function storedQuote(moveId: string, companyId: string) {
  const { quotes } = await data();
  return (await quotes.quoteEntity().get({ move_request_id: moveId, moving_company_id: companyId }).go({ consistent: true })).data;
}

export async function storedBooking(customerId: string) {
  return (await data()).bookings.findBooking(customerId);
}

/** Moves the request's end date, e.g. into the past; the lead index follows (its length class depends on the end). */
export async function setMoveEndDate(moveId: string, endDate: string) {
  const { moves } = await data();
  const move = await moves.findMoveRequest(moveId, { consistent: true });
  if (!move) throw new Error(`No move request ${moveId}`);
  await moves
    .moveRequestEntity()
    .patch({ id: moveId })
    .set({ end_date: endDate, ...moves.leadIndexFields(move.origin_state, move.start_date, endDate) })
    .go();
}

/** Makes a company free on a day of the fixtures' moves (NC), so it matches them. */
export async function makeAvailable(companyId: string, date: string) {
  await (await data()).availability.putAvailabilityDays(companyId, 'NC', [{ date, is_available: true }]);
}

/** A company saves the move as a lead (what POST /my-saved-leads does). */
export async function saveLead(companyId: string, moveId: string, userId: string) {
  await (await data()).savedLeads.saveLeadOnce(companyId, moveId, userId);
}

export const book = (user: TestUser, id: string) => callRoute(routes.bookQuote, { token: user.accessToken, params: { id } });
export const cancelBooking = (user: TestUser, id: string) => callRoute(routes.cancelBooking, { token: user.accessToken, params: { id } });
export const requestAgain = (user: TestUser, id: string) =>
  callRoute(routes.requestQuoteAgain, { token: user.accessToken, params: { id } });
