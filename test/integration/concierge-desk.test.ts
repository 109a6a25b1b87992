import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { TOO_MANY_QUOTE_REQUESTS } from '@schemas/quotes';
import { COMPANY_SEARCH_MESSAGES, CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { callRoute } from '@test/support/api';
import { eventually } from '@test/support/eventually';
import { createTestCompany, makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createMove } from '@test/support/fixtures/moves';
import {
  book,
  cancelBooking,
  customerWithQuotes,
  quoted,
  requestAgain,
  setQuote,
  storedBooking,
  storedQuote,
} from '@test/support/fixtures/quotes';
import { payCheckout, sessionIdOf, webhooksSettled } from '@test/support/fixtures/stripe';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { formatCalendarDay } from '@schemas/date-text';

/*
 * The concierge desk (docs/concierge.md) against the emulators: the customer's maximum price,
 * the staff queue, notes, quote requests on the customer's behalf and the recommendation, the
 * customer's timeline and approval (booked through the booking path, the $99 checkout first),
 * the above-maximum consent, and no upgrade once booked.
 */

const upgrade = (customer: TestUser) =>
  callRoute(routes.upgradeMoverToConcierge, { token: customer.accessToken, params: { userId: customer.sub } });
const setMax = (customer: TestUser, max_price: number | null) =>
  callRoute(routes.setConciergeMaxPrice, { token: customer.accessToken, body: { max_price } });
const mine = async (customer: TestUser) =>
  (await callRoute(routes.getMyConcierge, { token: customer.accessToken })).body;
const queueCase = async (admin: TestUser, customer: TestUser) =>
  (await callRoute(routes.listConciergeQueue, { token: admin.accessToken })).body.items.find(
    (item) => item.customer.id === customer.sub,
  );
const recommend = (admin: TestUser, customer: TestUser, quote_id: string, reason = 'the best reviews') =>
  callRoute(routes.recommendConciergeQuote, {
    token: admin.accessToken,
    params: { customer_id: customer.sub },
    body: { quote_id, reason },
  });
/*
 * A day no other test opens calendars on: the queue lists the first 10 matching companies, and on
 * a shared day other tests' companies could fill them.
 */
const DESK_DAY = dayFromToday(431);

const approve = (customer: TestUser, quoteId: string, accept_above_max?: boolean) =>
  callRoute(routes.approveConciergeRecommendation, {
    token: customer.accessToken,
    params: { quote_id: quoteId },
    body: {
      move_day: DESK_DAY,
      arrival_window: 'MORNING',
      valuation: { option: 'FULL_VALUE' },
      acknowledged_documents: ['NCUC_MOVING_101', 'NC_COMPLAINTS'],
      ...(accept_above_max ? { accept_above_max } : {}),
    },
  });

/** A concierge customer with a move from DESK_DAY and two matching companies not asked yet. */
async function conciergeCustomer() {
  const [customer, admin, ...companies] = await Promise.all([
    createTestUser({ role: 'MOVER', profile: true, firstName: 'Robin', lastName: 'Desk' }),
    createTestUser({ role: 'ADMIN', profile: true, firstName: 'Sam', lastName: 'Staff' }),
    createTestCompany(),
    createTestCompany(),
  ]);
  const moveId = await createMove(customer, { start: DESK_DAY, end: dayFromToday(434) });
  await Promise.all(companies.map((company) => makeAvailable(company.id, [DESK_DAY])));
  expect((await upgrade(customer)).status).toBe(200);
  return { customer, admin, companies, moveId };
}

describe('concierge desk', () => {
  it('staff see the case, note it, ask companies for the customer, recommend, and the approval books it', async () => {
    const { customer, admin, companies, moveId } = await conciergeCustomer();
    expect(await setMax(customer, 1000)).toMatchObject({
      status: 200,
      body: { move_request_id: moveId, max_price: 1000 },
    });

    let desk = await queueCase(admin, customer);
    expect(desk).toMatchObject({ max_price: 1000, has_booking: false, quotes: [], recommendation: null });
    expect(desk?.move?.start_date).toBe(DESK_DAY);
    expect(desk?.matching_companies.map((c) => c.id)).toEqual(expect.arrayContaining(companies.map((c) => c.id)));

    const note = await callRoute(routes.addConciergeNote, {
      token: admin.accessToken,
      params: { customer_id: customer.sub },
      body: { text: 'Called: prefers a morning start' },
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ text: 'Called: prefers a morning start', author_name: 'Sam Staff' });

    const tooMany = await callRoute(routes.requestConciergeQuotes, {
      token: admin.accessToken,
      params: { customer_id: customer.sub },
      body: { moving_company_ids: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { error: TOO_MANY_QUOTE_REQUESTS } });

    const asked = await callRoute(routes.requestConciergeQuotes, {
      token: admin.accessToken,
      params: { customer_id: customer.sub },
      body: { moving_company_ids: companies.map((c) => c.id) },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.map((q) => q.status)).toEqual(['QUOTE_REQUESTED', 'QUOTE_REQUESTED']);
    // The customer's own requests: 'You asked' on /quotes.
    const theirs = await callRoute(routes.listMyQuotes, { token: customer.accessToken });
    expect(theirs.body.map((q) => q.origin)).toEqual(['ASKED', 'ASKED']);

    const [first] = companies;
    await setQuote(moveId, first.id, 'QUOTED', { price: 1200, description: 'Two movers', quoted_by_name: 'Pat M.' });
    const quoteId = (await storedQuote(moveId, first.id))!.id;
    const recommended = await recommend(admin, customer, quoteId);
    expect(recommended.status).toBe(200);
    expect(recommended.body.recommendation).toMatchObject({ quote_id: quoteId, status: 'PENDING', above_max: true });

    desk = await queueCase(admin, customer);
    expect(desk?.notes.map((n) => n.text)).toEqual(['Called: prefers a morning start']);
    expect(desk?.quotes).toHaveLength(2);

    const page = await mine(customer);
    expect(page.timeline.map((entry) => entry.text)).toEqual([
      'You upgraded to Concierge',
      'Asked 2 companies for a quote',
      '1 company quoted',
      `Recommendation: ${first.name}, $1,200, because the best reviews`,
    ]);

    // Another customer cannot approve it; without the consent above the maximum, nothing is booked.
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    expect((await approve(stranger, quoteId, true)).status).toBe(404);
    const refused = await approve(customer, quoteId);
    expect(refused).toMatchObject({ status: 400, body: { error: CONCIERGE_MESSAGES.aboveMax(1000) } });
    expect(await storedBooking(customer.sub)).toBeNull();
    expect((await mine(customer)).recommendation?.status).toBe('PENDING');

    // With it: the booking path opens the $99 checkout. Left unpaid, the approval stays open to
    // finish: approving again opens a new checkout, and the paid one books the quote.
    const abandoned = await approve(customer, quoteId, true);
    expect(abandoned.body.paymentPending).toBe(true);
    expect(await mine(customer)).toMatchObject({ has_booking: false, recommendation: { status: 'APPROVED' } });
    expect((await approve(stranger, quoteId, true)).status).toBe(404);
    const approved = await approve(customer, quoteId, true);
    expect(approved.status).toBe(200);
    expect(approved.body.paymentPending).toBe(true);
    expect(approved.body.checkoutUrl).not.toBe(abandoned.body.checkoutUrl);
    expect((await payCheckout(sessionIdOf(approved.body.checkoutUrl!))).status).toBe(200);
    await webhooksSettled();
    const booked = await eventually(
      () => storedQuote(moveId, first.id),
      (quote) => quote?.status === 'BOOKED',
    );
    expect(booked?.status).toBe('BOOKED');
    const after = await mine(customer);
    expect(after).toMatchObject({ has_booking: true, recommendation: { status: 'APPROVED' } });
    // Booked: the approval is done, nothing more to finish.
    expect((await approve(customer, quoteId, true)).status).toBe(404);
    expect(after.timeline.map((entry) => entry.text)).toContain('You paid the $99 Concierge fee');
    expect(after.recommendation).toMatchObject({ stage: 'booked', cancellation: null });
    // The booking's own step comes from its event (record-concierge-step.ts).
    const withStep = await eventually(
      () => mine(customer),
      (desk) => desk.timeline.some((entry) => entry.text.startsWith('Your move is booked with')),
    );
    expect(withStep.timeline.at(-1)?.text).toBe(
      `Your move is booked with ${first.name} for ${formatCalendarDay(DESK_DAY)}`,
    );
    // Booked, the quote can no longer be recommended.
    expect((await recommend(admin, customer, quoteId)).body.error).toBe(CONCIERGE_MESSAGES.notQuoted);
  });

  it('book, cancel and book again: the card, the staff case and the timeline stay true, and the $99 is paid once', async () => {
    const { customer, admin, companies, moveId } = await conciergeCustomer();
    const [first, second] = companies;
    const ask = await callRoute(routes.requestConciergeQuotes, {
      token: admin.accessToken,
      params: { customer_id: customer.sub },
      body: { moving_company_ids: companies.map((c) => c.id) },
    });
    expect(ask.status).toBe(201);
    await setQuote(moveId, first.id, 'QUOTED', { price: 900, description: 'Two movers', quoted_by_name: 'Pat M.' });
    await setQuote(moveId, second.id, 'QUOTED', { price: 950, description: 'Three movers', quoted_by_name: 'Lee K.' });
    const firstQuote = (await storedQuote(moveId, first.id))!.id;
    const secondQuote = (await storedQuote(moveId, second.id))!.id;

    // Pending, its quote no longer bookable (asked again): a clear 409, never the booking path's status sentence.
    expect((await recommend(admin, customer, firstQuote)).status).toBe(200);
    await setQuote(moveId, first.id, 'QUOTE_REQUESTED', {});
    expect(await approve(customer, firstQuote)).toMatchObject({
      status: 409,
      body: { error: CONCIERGE_MESSAGES.noLongerBookable(first.name) },
    });
    await setQuote(moveId, first.id, 'QUOTED', { price: 900, description: 'Two movers', quoted_by_name: 'Pat M.' });

    const approved = await approve(customer, firstQuote);
    expect(approved.body.payment).toBe('concierge_fee');
    const sessionId = sessionIdOf(approved.body.checkoutUrl!);
    expect(await mine(customer)).toMatchObject({ fee_paid_at: null, recommendation: { stage: 'payment_unfinished' } });
    expect((await payCheckout(sessionId)).status).toBe(200);
    await webhooksSettled();
    const back = await eventually(
      () => callRoute(routes.getConciergeCheckout, { token: customer.accessToken, params: { sessionId } }),
      (answer) => answer.body.outcome === 'booked',
    );
    expect(back.body).toMatchObject({ company_name: first.name, move_day: DESK_DAY, reason: null });
    // Another customer's session is not theirs to read.
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    expect(
      (await callRoute(routes.getConciergeCheckout, { token: stranger.accessToken, params: { sessionId } })).status,
    ).toBe(404);

    // Booked: staff cannot recommend another quote while the customer holds the booking.
    expect(await recommend(admin, customer, secondQuote)).toMatchObject({
      status: 409,
      body: { error: CONCIERGE_MESSAGES.customerBooked },
    });

    // Cancelled by the customer: the card says so, no 'Finish booking', the staff case too.
    expect((await cancelBooking(customer, firstQuote)).status).toBe(200);
    const cancelled = await eventually(
      () => mine(customer),
      (desk) => desk.timeline.some((entry) => entry.text.startsWith('You cancelled')),
    );
    expect(cancelled.recommendation).toMatchObject({ stage: 'cancelled', cancellation: { by: 'customer' } });
    expect(cancelled.fee_paid_at).not.toBeNull();
    expect((await approve(customer, firstQuote)).status).toBe(404);
    expect((await queueCase(admin, customer))?.recommendation?.stage).toBe('cancelled');
    // Asked again, the old approval still books nothing.
    expect((await requestAgain(customer, firstQuote)).status).toBe(200);
    expect((await mine(customer)).recommendation?.stage).toBe('cancelled');
    expect((await approve(customer, firstQuote)).status).toBe(404);

    // Staff recommend again; approving books at once: the $99 was paid with the first booking.
    expect((await recommend(admin, customer, secondQuote, 'free that day')).body.recommendation?.stage).toBe('pending');
    const rebooked = await approve(customer, secondQuote);
    expect(rebooked.status).toBe(200);
    expect(rebooked.body).toMatchObject({ status: 'BOOKED' });
    expect(rebooked.body.checkoutUrl).toBeUndefined();
    const done = await eventually(
      () => mine(customer),
      (desk) => desk.timeline.filter((entry) => entry.text.startsWith('Your move is booked with')).length === 2,
    );
    expect(done.recommendation?.stage).toBe('booked');
    const day = formatCalendarDay(DESK_DAY);
    const texts = done.timeline.map((entry) => entry.text);
    expect(texts).toContain(`Your move is booked with ${first.name} for ${day}`);
    expect(texts.filter((text) => text === 'You paid the $99 Concierge fee')).toHaveLength(1);
    expect(texts.slice(-4)).toEqual([
      `You cancelled your booking with ${first.name} for ${day}`,
      `Recommendation: ${second.name}, $950, because free that day`,
      'You approved the recommendation',
      `Your move is booked with ${second.name} for ${day}`,
    ]);
    expect((await queueCase(admin, customer))?.recommendation?.stage).toBe('booked');
  });

  it('staff find a matching company beyond the queue by name: any case, not yet asked, matching the move only', async () => {
    const { customer, admin, companies } = await conciergeCustomer();
    const tag = Math.random().toString(36).slice(2, 8);
    const [harbor, busyHarbor, stranger] = await Promise.all([
      createTestCompany({ name: `Zz Harbor Movers ${tag}` }),
      createTestCompany({ name: `Zz Harbor Freight ${tag}` }),
      createTestUser({ role: 'MOVER', profile: true }),
    ]);
    await makeAvailable(harbor.id, [DESK_DAY]); // busyHarbor publishes no day in the move's range
    const search = (who: TestUser, customerId: string, text: string) =>
      callRoute(routes.searchConciergeMatchingCompanies, {
        token: who.accessToken,
        params: { customer_id: customerId },
        query: { search: text },
      });

    // A part of the name, in any case; words picked from it are not.
    expect((await search(admin, customer.sub, `Harbor ${tag}`)).body).toEqual({ companies: [] });
    expect((await search(admin, customer.sub, `zz harbor MOVERS ${tag}`)).body).toEqual({
      companies: [{ id: harbor.id, name: harbor.name }],
    });
    // Named so, but no free day in the move's range: not a match, so not found.
    const freight = await search(admin, customer.sub, `Harbor Freight ${tag}`);
    expect(freight.body.companies.map((c) => c.id)).not.toContain(busyHarbor.id);
    expect(freight.body.companies).toEqual([]);

    const [first, second] = companies;
    const asked = await callRoute(routes.requestConciergeQuotes, {
      token: admin.accessToken,
      params: { customer_id: customer.sub },
      body: { moving_company_ids: [first.id] },
    });
    expect(asked.status).toBe(201);
    expect((await search(admin, customer.sub, first.name)).body.companies).toEqual([]);
    expect((await search(admin, customer.sub, second.name)).body.companies).toEqual([
      { id: second.id, name: second.name },
    ]);

    expect(await search(admin, customer.sub, ' x ')).toMatchObject({
      status: 400,
      body: { fields: { search: COMPANY_SEARCH_MESSAGES.tooShort } },
    });
    expect(await search(admin, stranger.sub, 'Harbor')).toMatchObject({
      status: 404,
      body: { error: CONCIERGE_MESSAGES.notConciergeCustomer },
    });
    expect((await search(customer, customer.sub, 'Harbor')).status).toBe(403);
  });

  it('a decline closes the recommendation; staff may recommend again', async () => {
    const { customer, admin, companies, moveId } = await conciergeCustomer();
    await callRoute(routes.requestConciergeQuotes, {
      token: admin.accessToken,
      params: { customer_id: customer.sub },
      body: { moving_company_ids: [companies[0].id] },
    });
    await setQuote(moveId, companies[0].id, 'QUOTED', { price: 900 });
    const quoteId = (await storedQuote(moveId, companies[0].id))!.id;
    expect((await recommend(admin, customer, quoteId)).body.recommendation?.above_max).toBe(false);

    const declined = await callRoute(routes.declineConciergeRecommendation, {
      token: customer.accessToken,
      params: { quote_id: quoteId },
    });
    expect(declined).toMatchObject({ status: 200, body: { status: 'DECLINED' } });
    expect((await approve(customer, quoteId)).status).toBe(404);
    expect((await mine(customer)).timeline.at(-1)?.text).toBe('You declined the recommendation');
    expect((await recommend(admin, customer, quoteId, 'they lowered the price')).body.recommendation?.status).toBe(
      'PENDING',
    );
  });

  it('staff cannot recommend a quote without a price or of another customer', async () => {
    const { customer, admin, companies, moveId } = await conciergeCustomer();
    await callRoute(routes.requestConciergeQuotes, {
      token: admin.accessToken,
      params: { customer_id: customer.sub },
      body: { moving_company_ids: [companies[0].id] },
    });
    const quoteId = (await storedQuote(moveId, companies[0].id))!.id;
    expect((await recommend(admin, customer, quoteId)).body.error).toBe(CONCIERGE_MESSAGES.notQuoted);
    const other = await conciergeCustomer();
    expect((await recommend(admin, other.customer, quoteId)).status).toBe(404);
  });

  it('takes the maximum price only from a concierge customer, in positive whole dollars', async () => {
    const plain = await customerWithQuotes(0);
    expect(await setMax(plain.customer, 1000)).toMatchObject({
      status: 400,
      body: { error: CONCIERGE_MESSAGES.notConcierge },
    });
    const { customer } = await conciergeCustomer();
    for (const bad of [0, -5, 12.5]) expect((await setMax(customer, bad)).status, String(bad)).toBe(400);
    expect((await setMax(customer, 2500)).status).toBe(200);
    expect((await mine(customer)).max_price).toBe(2500);
    expect((await setMax(customer, null)).status).toBe(200);
    expect((await mine(customer)).max_price).toBeNull();
  });

  it('refuses the upgrade to a customer who already holds a booking (409), and leaves them out of the queue', async () => {
    const fixture = await customerWithQuotes(1);
    await quoted(fixture, 0);
    expect((await book(fixture.customer, fixture.quoteIds[0])).body.status).toBe('BOOKED');
    const refused = await upgrade(fixture.customer);
    expect(refused).toMatchObject({ status: 409, body: { error: CONCIERGE_MESSAGES.bookedAlready } });
    const page = await mine(fixture.customer);
    expect(page).toMatchObject({ is_concierge: false, has_booking: true });
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    expect(await queueCase(admin, fixture.customer)).toBeUndefined();
    const note = await callRoute(routes.addConciergeNote, {
      token: admin.accessToken,
      params: { customer_id: fixture.customer.sub },
      body: { text: 'No case' },
    });
    expect(note.status).toBe(404);
  });
});
