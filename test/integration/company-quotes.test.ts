import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove, moveIntoPast } from '@test/support/fixtures/moves';
import { customerBooks, requestQuoteFrom, setQuote, storedBooking, storedQuote } from '@test/support/fixtures/quotes';
import { saveLead } from '@test/support/fixtures/saved';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/* The company side of quotes: send, edit, mark as booked, and the lead manager list. */

const send = (user: TestUser, body: Record<string, unknown>) =>
  callRoute(routes.sendCompanyQuote, { token: user.accessToken, body });
const patch = (user: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, body });
const find = (user: TestUser, moveId: string) =>
  callRoute(routes.findQuoteByMoveRequestId, { token: user.accessToken, params: { id: moveId } });
const leads = async (user: TestUser) => {
  const answer = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
  expect(answer.status).toBe(200);
  return answer.body;
};
const myQuotes = async (customer: TestUser) =>
  (await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body;

describe('refusals', () => {
  it('answers 401 to anonymous callers and 403 to customers and admins on every company quote route', async () => {
    const { moveId } = await customerWithMove();
    const calls = [
      () => ({ route: routes.findQuoteByMoveRequestId, params: { id: moveId } }),
      () => ({
        route: routes.sendCompanyQuote,
        body: { move_request_id: moveId, moving_company_id: ulid(), price: 1 },
      }),
      () => ({ route: routes.updateCompanyQuote, params: { id: ulid() }, body: { price: 1 } }),
      () => ({ route: routes.listMyCompanyQuotes }),
    ];
    for (const make of calls) {
      const { route, ...call } = make();
      expect((await callRoute(route, call)).status).toBe(401);
      for (const role of ['MOVER', 'ADMIN'] as const) {
        const caller = await createTestUser({ role, profile: true });
        expect((await callRoute(route, { ...call, token: caller.accessToken })).status).toBe(403);
      }
    }
  });

  it("answers 404 'No moving company found' to a company user without a company", async () => {
    const loner = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const { moveId } = await customerWithMove();
    for (const answer of [
      await callRoute(routes.listMyCompanyQuotes, { token: loner.accessToken }),
      await find(loner, moveId),
      await send(loner, { move_request_id: moveId, moving_company_id: ulid(), price: 100 }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('No moving company found');
    }
  });

  it("keeps another company's quote out of reach (404) and refuses quoting for another company (403)", async () => {
    const mine = await companyWithUser();
    const theirs = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const requested = await requestQuoteFrom(customer, moveId, theirs.company.id);

    expect((await patch(mine.user, requested.id, { price: 100 })).status).toBe(404);
    expect((await patch(mine.user, requested.id, { status: 'BOOKED' })).status).toBe(404);
    expect((await find(mine.user, moveId)).status).toBe(404);
    const forOther = await send(mine.user, {
      move_request_id: moveId,
      moving_company_id: theirs.company.id,
      price: 100,
    });
    expect(forOther.status).toBe(403);
    expect((await storedQuote(moveId, theirs.company.id))!.status).toBe('QUOTE_REQUESTED');
    expect(await storedQuote(moveId, mine.company.id)).toBeNull();
    expect(await leads(mine.user)).toEqual([]);
    expect(
      (await send(mine.user, { move_request_id: ulid(), moving_company_id: mine.company.id, price: 1 })).status,
    ).toBe(404);
  });
});

describe('POST /api/moving-company-quotes', () => {
  it('refuses bad prices with the spec messages, storing nothing', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    await requestQuoteFrom(customer, moveId, company.id);
    const base = { move_request_id: moveId, moving_company_id: company.id };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base }, 'Price is required'],
      [{ ...base, price: -1 }, 'Price must be a positive number'],
      [{ ...base, price: 900, top_price: 800 }, 'Top price must be greater than the price'],
    ];
    for (const [body, message] of cases) {
      const answer = await send(user, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(message);
    }
    const stored = await storedQuote(moveId, company.id);
    expect(stored).toMatchObject({ status: 'QUOTE_REQUESTED' });
    expect(stored!.price).toBeUndefined();
  });

  it('sends a requested quote as QUOTED, with Prepared by from the profile; the customer sees it at once', async () => {
    const { company, user } = await companyWithUser({ firstName: 'Dana', lastName: 'Whitfield' });
    const { customer, moveId } = await customerWithMove();
    const requested = await requestQuoteFrom(customer, moveId, company.id);
    const draft = await find(user, moveId);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ id: requested.id, status: 'QUOTE_REQUESTED', price: null });

    const answer = await send(user, {
      move_request_id: moveId,
      moving_company_id: company.id,
      status: 'QUOTE_REQUESTED',
      price: 1200,
      top_price: 1500,
      description: '  Two movers, one truck  ',
      quoted_by_user_id: 'someone-else',
      quoted_by_name: 'Forged N.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: requested.id,
      status: 'QUOTED',
      price: 1200,
      top_price: 1500,
      description: 'Two movers, one truck',
      quoted_by_user_id: user.sub,
      quoted_by_name: 'Dana W.',
    });
    expect(answer.body).not.toHaveProperty('customer_id');
    const seen = (await myQuotes(customer)).find((q) => q.moving_company_id === company.id)!;
    expect(seen).toMatchObject({ status: 'QUOTED', price: 1200, top_price: 1500, quoted_by_name: 'Dana W.' });

    // Sending again edits it (an empty range end becomes null) and it stays QUOTED.
    const again = await send(user, {
      move_request_id: moveId,
      moving_company_id: company.id,
      price: 1100,
      top_price: null,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'QUOTED', price: 1100, top_price: null });
  });

  it('turns a saved lead into a new QUOTED quote (201) that the customer sees, once', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    await saveLead(company.id, moveId, user.sub);
    expect((await find(user, moveId)).status).toBe(404);
    const before = await leads(user);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      type: 'saved',
      status: 'SAVED',
      id: null,
      is_saved: true,
      move_request_id: moveId,
    });

    const answers = await Promise.all(
      [1, 2, 3].map((n) => send(user, { move_request_id: moveId, moving_company_id: company.id, price: 500 * n })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const quotes = (await myQuotes(customer)).filter((q) => q.moving_company_id === company.id);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ status: 'QUOTED' });

    const after = await leads(user);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      type: 'quote',
      status: 'QUOTED',
      is_saved: true,
      is_expired: false,
      move_changed_since_quoted: false,
    });
  });

  it('refuses a move whose date has passed', async () => {
    const { company, user } = await companyWithUser();
    const { moveId } = await customerWithMove();
    await moveIntoPast(moveId);
    const answer = await send(user, { move_request_id: moveId, moving_company_id: company.id, price: 100 });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('This move date has passed');
    expect(await storedQuote(moveId, company.id)).toBeNull();
  });
});

describe('PATCH /api/moving-company-quotes/{id}', () => {
  it('edits a quote, keeps QUOTED, and checks the range against the stored price', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    const first = await patch(user, id, { price: 700, description: 'Weekend slot' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'QUOTED', price: 700, description: 'Weekend slot' });

    const low = await patch(user, id, { top_price: 600 });
    expect(low.status).toBe(400);
    expect(low.body.error).toBe('Top price must be greater than the price');
    const other = await patch(user, id, { status: 'INVITED_TO_BOOK' });
    expect(other.status).toBe(400);
    const cancelled = await patch(user, id, { status: 'CANCELLED' });
    expect(cancelled.status).toBe(400);
    expect(await storedQuote(moveId, company.id)).toMatchObject({ status: 'QUOTED', price: 700 });
    expect((await storedQuote(moveId, company.id))!.top_price).toBeUndefined();

    const ranged = await patch(user, id, { top_price: 900, description: null });
    expect(ranged.body).toMatchObject({ status: 'QUOTED', price: 700, top_price: 900, description: null });
  });

  it("refuses to change a booked quote's price, showing the customer's contact only once booked", async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    await patch(user, id, { price: 800 });
    const before = (await leads(user))[0];
    expect(before.move_request.user).toEqual({ firstName: customer.firstName, lastName: null, email: null });

    expect(await customerBooks(moveId, company.id, company.name)).toEqual({ ok: true });
    const changed = await patch(user, id, { price: 900 });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toBe('The price of a booked quote cannot be changed');
    expect(await storedQuote(moveId, company.id)).toMatchObject({ status: 'BOOKED', price: 800 });
    expect((await patch(user, id, { status: 'QUOTED' })).status).toBe(400);
    expect((await patch(user, id, { status: 'BOOKED' })).body.error).toBe('This quote is already booked');

    const booked = (await leads(user))[0];
    expect(booked).toMatchObject({ status: 'BOOKED', price: 800 });
    expect(booked.move_request.user).toEqual({
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
    });
  });

  it('marks a cancelled quote as booked without taking the booking lock, and not while the customer holds a booking', async () => {
    const first = await companyWithUser();
    const second = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const a = await requestQuoteFrom(customer, moveId, first.company.id);
    const b = await requestQuoteFrom(customer, moveId, second.company.id);
    await patch(first.user, a.id, { price: 1000 });
    await patch(second.user, b.id, { price: 1100 });

    // A QUOTED quote of an open move cannot be marked as booked.
    const early = await patch(first.user, a.id, { status: 'BOOKED' });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Only a cancelled quote or one whose move date has passed can be marked as booked');

    await setQuote(moveId, first.company.id, 'CANCELLED');
    expect(await customerBooks(moveId, second.company.id, second.company.name)).toEqual({ ok: true });
    const locked = await patch(first.user, a.id, { status: 'BOOKED' });
    expect(locked.status).toBe(400);
    expect(locked.body.error).toBe(
      'This customer already has a booking. It must be cancelled before this quote can be marked as booked.',
    );
    expect(locked.body.error).not.toContain(second.company.name);
    expect((await storedQuote(moveId, first.company.id))!.status).toBe('CANCELLED');

    // Once the customer's booking is cancelled, Mark as Booked commits as the company's record
    // only: the lock stays free and the customer is invited to confirm.
    const { cancelBookedQuote } = await import('@functions/core/data/quote/bookings');
    expect(await cancelBookedQuote((await storedQuote(moveId, second.company.id))!)).toBe(true);
    const refused = await patch(first.user, a.id, { status: 'BOOKED', price: 1 });
    expect(refused.status).toBe(400);
    const marked = await patch(first.user, a.id, { status: 'BOOKED' });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ status: 'BOOKED', price: 1000 });
    expect(await storedBooking(customer.sub)).toBeNull();
    expect(await storedQuote(moveId, first.company.id)).toMatchObject({ status: 'INVITED_TO_BOOK', price: 1000 });
  });

  it('marks an expired quote as booked, and lists it as expired', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    await patch(user, id, { price: 650 });
    await moveIntoPast(moveId);
    const listed = (await leads(user))[0];
    expect(listed).toMatchObject({ is_expired: true, status: 'QUOTED', move_changed_since_quoted: false });
    expect((await patch(user, id, { price: 700 })).body.error).toBe('This move date has passed');
    const marked = await patch(user, id, { status: 'BOOKED' });
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('BOOKED');
  });
});

describe('GET /api/my-company-quotes', () => {
  it("flags a move the customer changed after the quote, and lists only the company's own leads", async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    expect((await leads(user))[0]).toMatchObject({
      id,
      type: 'quote',
      status: 'QUOTE_REQUESTED',
      move_changed_since_quoted: false,
    });
    await patch(user, id, { price: 300 });
    const update = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id: moveId },
      body: { special_considerations: 'Also a sofa' },
    });
    expect(update.status).toBe(200);
    const [lead] = await leads(user);
    expect(lead).toMatchObject({ move_changed_since_quoted: true, has_token: false, is_saved: false });
    expect(lead.move_request).toMatchObject({ id: moveId, special_considerations: 'Also a sofa' });
    // Sending again clears the flag.
    await patch(user, id, { price: 320 });
    expect((await leads(user))[0]).toMatchObject({ move_changed_since_quoted: false, price: 320 });

    const other = await companyWithUser();
    expect(await leads(other.user)).toEqual([]);
  });
});
