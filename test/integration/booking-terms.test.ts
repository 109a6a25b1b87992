import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { BOOKING_MESSAGES, STANDARD_WINDOW_LABELS } from '@schemas/bookings';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { makeAvailable } from '@test/support/fixtures/companies';
import { bindingEstimate, hourlyEstimate } from '@test/support/fixtures/estimates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { book, bookingChoice, bookingPlan, requestQuoteFrom, storedQuote } from '@test/support/fixtures/quotes';
import { pointAtStack } from '@test/support/point-at-stack';
import type { TestUser } from '@test/support/fixtures/users';

/* A booking freezes the quote's terms, day and window: later edits of the quote cannot change it. */

const send = (user: TestUser, body: Record<string, unknown>) =>
  callRoute(routes.sendCompanyQuote, { token: user.accessToken, body });
const getBooking = (user: TestUser, id: string) =>
  callRoute(routes.getBooking, { token: user.accessToken, params: { id } });

async function quotedStructuredLead(estimate = bindingEstimate()) {
  const seller = await companyWithUser();
  const { customer, moveId } = await customerWithMove();
  const requested = await requestQuoteFrom(customer, moveId, seller.company.id);
  const sent = await send(seller.user, { move_request_id: moveId, moving_company_id: seller.company.id, estimate });
  expect(sent.status).toBe(200);
  return { ...seller, customer, moveId, quoteId: requested.id };
}

const data = async () => {
  pointAtStack();
  return {
    bookings: await import('@functions/core/data/quote/bookings'),
    moves: await import('@functions/core/data/quote/booked-moves'),
    quotes: await import('@functions/core/data/quote/quotes'),
  };
};

describe('booking freezes the terms', () => {
  it('stores the day, the window and the structured terms, and shows them to both sides and no one else', async () => {
    const lead = await quotedStructuredLead();
    const choice = await bookingChoice(lead.quoteId, { arrival_window: 'AFTERNOON' });
    const booked = await book(lead.customer, lead.quoteId, choice);
    expect(booked.status).toBe(200);

    for (const viewer of [lead.customer, lead.user]) {
      const seen = await getBooking(viewer, lead.quoteId);
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        stage: 'UPCOMING',
        move_day: choice.move_day,
        arrival_window: { code: 'AFTERNOON', label: STANDARD_WINDOW_LABELS.AFTERNOON },
        terms: {
          price: 2600,
          top_price: null,
          estimate: { type: 'BINDING', crew_size: 3, worst_case: 2600 },
          // The dialog's default for an NC move: full value, at the quote's $180.
          valuation: { option: 'FULL_VALUE', price: 180 },
        },
        agreed_total: 2780,
        highest_final_price: 2780,
        arrival_confirmed_at: null,
        parties: { company: { id: lead.company.id }, customer: { email: lead.customer.email } },
      });
    }
    const stranger = await companyWithUser();
    expect((await getBooking(stranger.user, lead.quoteId)).status).toBe(404);
  });

  it('keeps the booked terms when the stored quote changes afterwards', async () => {
    const lead = await quotedStructuredLead(hourlyEstimate());
    expect((await book(lead.customer, lead.quoteId)).status).toBe(200);
    const { quotes } = await data();
    // Even a write that skipped the route's lock would not reach the booking's snapshot.
    await quotes
      .quoteEntity()
      .patch({ move_request_id: lead.moveId, moving_company_id: lead.company.id })
      .set({ price: 9999, estimate: null as never })
      .go();
    const seen = await getBooking(lead.customer, lead.quoteId);
    expect(seen.body).toMatchObject({
      terms: { price: 750, top_price: 1010, estimate: { type: 'NON_BINDING_HOURLY' } },
      agreed_total: 1010,
      highest_final_price: 1111,
    });
  });

  it('refuses a booking whose quote was written after its terms were read, changing nothing', async () => {
    const lead = await quotedStructuredLead();
    const { bookings, moves } = await data();
    const quote = (await storedQuote(lead.moveId, lead.company.id))!;
    const plan = await bookingPlan(quote, { unchanged_since: '2000-01-01T00:00:00.000Z' });
    expect(await bookings.bookQuote(quote, lead.company.name, ['QUOTED'], plan)).toEqual({
      ok: false,
      reason: 'status',
    });
    expect(await moves.findBookedMove(lead.quoteId)).toBeNull();
    expect(await bookings.findBooking(lead.customer.sub)).toBeNull();
  });

  it('refuses a day outside the move range or not on the calendar, and the company window when none is offered', async () => {
    const lead = await quotedStructuredLead();
    const { moves } = await data();
    const requests = await import('@functions/core/data/move-request/move-requests');
    const move = (await requests.findMoveRequest(lead.moveId))!;
    const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    const outside = await book(lead.customer, lead.quoteId, { move_day: dayAfter(move.end_date) });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatch(/^Pick a move day between /);
    // The company closes the move's day on its calendar.
    await makeAvailable(lead.company.id, [move.start_date], false);
    const closed = await book(lead.customer, lead.quoteId, { move_day: move.start_date });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe(BOOKING_MESSAGES.dayNotAvailable);
    const own = await book(lead.customer, lead.quoteId, { arrival_window: 'COMPANY' });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe(BOOKING_MESSAGES.noCompanyWindow);

    expect(await moves.findBookedMove(lead.quoteId)).toBeNull();
    expect((await storedQuote(lead.moveId, lead.company.id))!.status).toBe('QUOTED');
  });
});
