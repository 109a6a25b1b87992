import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { dayFromToday } from '@test/support/fixtures/dates';
import { bindingEstimate, structuredQuote } from '@test/support/fixtures/estimates';
import { setMoveEndDate } from '@test/support/fixtures/moves';
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
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { createTestUser } from '@test/support/fixtures/users';

const myQuotes = async (token: string) => (await callRoute(routes.listMyQuotes, { token })).body;

describe('POST /api/quote/{id}/book', () => {
  it('books a QUOTED quote; the company contact shows on the booked quote only', async () => {
    const f = await customerWithQuotes(2);
    await quoted(f, 0);
    await quoted(f, 1, 900);
    const answer = await book(f.customer, f.quoteIds[0]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: f.quoteIds[0],
      status: 'BOOKED',
      price: 1200,
      moving_company_contact: { email: f.companies[0].email, phone: '9195550100' },
    });
    const list = await myQuotes(f.customer.accessToken);
    const byId = Object.fromEntries(list.map((q) => [q.id, q]));
    expect(byId[f.quoteIds[0]]).toMatchObject({
      status: 'BOOKED',
      moving_company_contact: { email: f.companies[0].email },
    });
    expect(byId[f.quoteIds[1]]).toMatchObject({ status: 'QUOTED', moving_company_contact: null });
    expect((await storedBooking(f.customer.sub))?.quote_id).toBe(f.quoteIds[0]);
    // The booking copies the customer's last name onto the quote (the company's conversation
    // list reads it there); the quote the customer did not book carries none.
    expect((await storedQuote(f.moveId, f.companies[0].id))?.customer_last_name).toBe(f.customer.lastName);
    expect((await storedQuote(f.moveId, f.companies[1].id))?.customer_last_name).toBeUndefined();
  });

  it('refuses a second booking with existingBooking naming the booked company, changing nothing', async () => {
    const f = await customerWithQuotes(2);
    await quoted(f, 0);
    await setQuote(f.moveId, f.companies[1].id, 'INVITED_TO_BOOK', { price: 800, top_price: 950 });
    expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
    const second = await book(f.customer, f.quoteIds[1]);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      error: `You have already booked your move with ${f.companies[0].name}. Please cancel your existing booking before booking with a different company.`,
      existingBooking: { companyName: f.companies[0].name },
    });
    expect((await storedQuote(f.moveId, f.companies[1].id))?.status).toBe('INVITED_TO_BOOK');
    const again = await book(f.customer, f.quoteIds[0]);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('You have already booked this quote.');
  });

  it('refuses a quote without a company response (400) and stores nothing', async () => {
    const f = await customerWithQuotes(1);
    const answer = await book(f.customer, f.quoteIds[0]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('This quote cannot be booked while its status is Quote requested.');
    expect((await storedQuote(f.moveId, f.companies[0].id))?.status).toBe('QUOTE_REQUESTED');
    expect(await storedBooking(f.customer.sub)).toBeNull();
  });

  it('answers 401 without a token, 403 to companies and admins, 404 for another customer’s or an unknown quote, 400 for a bad id', async () => {
    const f = await customerWithQuotes(1);
    await quoted(f, 0);
    const id = f.quoteIds[0];
    expect((await callRoute(routes.bookQuote, { params: { id } })).status).toBe(401);
    for (const role of ['MOVING_COMPANY', 'ADMIN'] as const) {
      const caller = await createTestUser({ role, profile: true });
      for (const route of [routes.bookQuote, routes.cancelBooking, routes.requestQuoteAgain]) {
        expect((await callRoute(route, { token: caller.accessToken, params: { id } })).status).toBe(403);
      }
    }
    const other = await customerWithQuotes(1);
    for (const call of [book, cancelBooking, requestAgain]) {
      const answer = await call(other.customer, id);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('Quote not found');
      expect((await call(other.customer, '01JDUNKNOWN000000000000000')).status).toBe(404);
      expect((await call(other.customer, 'not an id!')).status).toBe(400);
    }
    expect((await storedQuote(f.moveId, f.companies[0].id))?.status).toBe('QUOTED');
    expect(await storedBooking(other.customer.sub)).toBeNull();
  });

  it('ends 20 parallel bookings across two QUOTED quotes with exactly one BOOKED', async () => {
    const f = await customerWithQuotes(2);
    await quoted(f, 0);
    await quoted(f, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(f.customer, f.quoteIds[i % 2])));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const winner = answers.find((a) => a.status === 200)!.body;
    const list = await myQuotes(f.customer.accessToken);
    expect(list.filter((q) => q.status === 'BOOKED').map((q) => q.id)).toEqual([winner.id]);
    expect((await storedBooking(f.customer.sub))?.quote_id).toBe(winner.id);
  });
});

describe('POST /api/quote/{id}/cancel-booking', () => {
  it('cancels the booking (CANCELLED, lock released), so another quote can be booked', async () => {
    const f = await customerWithQuotes(2);
    await quoted(f, 0);
    await quoted(f, 1);
    expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
    const notBooked = await cancelBooking(f.customer, f.quoteIds[1]);
    expect(notBooked.status).toBe(400);
    expect(notBooked.body.error).toBe('Only a booked quote can be cancelled.');

    const answer = await cancelBooking(f.customer, f.quoteIds[0]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'CANCELLED', moving_company_contact: null });
    expect((await storedQuote(f.moveId, f.companies[0].id))?.status).toBe('CANCELLED');
    expect(await storedBooking(f.customer.sub)).toBeNull();
    expect((await cancelBooking(f.customer, f.quoteIds[0])).status).toBe(400);
    expect((await book(f.customer, f.quoteIds[1])).status).toBe(200);
  });
});

describe('POST /api/quote/{id}/request-again', () => {
  it('turns a CANCELLED quote into a fresh QUOTE_REQUESTED; other statuses 400', async () => {
    const f = await customerWithQuotes(1);
    await quoted(f, 0);
    const notCancelled = await requestAgain(f.customer, f.quoteIds[0]);
    expect(notCancelled.status).toBe(400);
    expect(notCancelled.body.error).toBe('Only a cancelled quote can be requested again.');
    expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
    expect((await cancelBooking(f.customer, f.quoteIds[0])).status).toBe(200);

    const answer = await requestAgain(f.customer, f.quoteIds[0]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: f.quoteIds[0],
      status: 'QUOTE_REQUESTED',
      price: null,
      description: null,
      quoted_by_name: null,
    });
    expect((await storedQuote(f.moveId, f.companies[0].id))?.status).toBe('QUOTE_REQUESTED');
  });

  it('keeps the cancelled quote’s figures as history for the customer and the company', async () => {
    const f = await customerWithQuotes(1);
    await setQuote(f.moveId, f.companies[0].id, 'QUOTED', { price: 2600, top_price: 3100 });
    expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
    const cancelledFrom = new Date().toISOString();
    expect((await cancelBooking(f.customer, f.quoteIds[0])).status).toBe(200);
    const cancelledAt = (await storedQuote(f.moveId, f.companies[0].id))?.cancelled_at ?? '';
    expect(cancelledAt >= cancelledFrom).toBe(true);

    const earlier = { price: 2600, top_price: 3100, cancelled_at: cancelledAt };
    const answer = await requestAgain(f.customer, f.quoteIds[0]);
    expect(answer.body).toMatchObject({
      status: 'QUOTE_REQUESTED',
      price: null,
      top_price: null,
      earlier_quote: earlier,
    });
    expect((await myQuotes(f.customer.accessToken))[0].earlier_quote).toEqual(earlier);
    const member = await createCompanyUser(f.companies[0].id);
    const companyView = await callRoute(routes.findQuoteByMoveRequestId, {
      token: member.accessToken,
      params: { id: f.moveId },
    });
    expect(companyView.body).toMatchObject({ status: 'QUOTE_REQUESTED', price: null, earlier_quote: earlier });
  });

  it('asks afresh: no term of the cancelled structured quote stays on the quote', async () => {
    const f = await customerWithQuotes(1);
    await setQuote(f.moveId, f.companies[0].id, 'QUOTED', structuredQuote(bindingEstimate()));
    expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
    expect((await cancelBooking(f.customer, f.quoteIds[0])).status).toBe(200);

    const answer = await requestAgain(f.customer, f.quoteIds[0]);
    expect(answer.body).toMatchObject({ status: 'QUOTE_REQUESTED', price: null, estimate: null });
    const stored = await storedQuote(f.moveId, f.companies[0].id);
    expect(stored?.estimate).toBeUndefined();
    expect(stored?.earlier_quote?.price).toBe(2600);
    // Nothing left to book: the customer cannot book a term the company has not quoted again.
    expect((await book(f.customer, f.quoteIds[0])).status).toBe(400);
  });

  it('shows no earlier quote on a quote that was never cancelled', async () => {
    const f = await customerWithQuotes(1);
    await quoted(f, 0);
    expect((await myQuotes(f.customer.accessToken))[0].earlier_quote).toBeUndefined();
  });

  it('refuses once the move’s end date has passed, changing nothing', async () => {
    const f = await customerWithQuotes(1);
    await setQuote(f.moveId, f.companies[0].id, 'CANCELLED', { price: 700 });
    await setMoveEndDate(f.moveId, dayFromToday(-1));
    const answer = await requestAgain(f.customer, f.quoteIds[0]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      'This move date has passed, so a new quote cannot be requested. Update your move dates first.',
    );
    expect(await storedQuote(f.moveId, f.companies[0].id)).toMatchObject({ status: 'CANCELLED', price: 700 });
    // The end date is today: still allowed.
    await setMoveEndDate(f.moveId, dayFromToday(0));
    expect((await requestAgain(f.customer, f.quoteIds[0])).status).toBe(200);
  });
});
