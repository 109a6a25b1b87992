import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { pointAtStack } from '@test/support/point-at-stack';
import { bookingPlan } from '@test/support/fixtures/quotes';
import { customerWithMove } from '@test/support/fixtures/moves';

type Data = {
  bookings: typeof import('@functions/core/data/quote/bookings');
  quotes: typeof import('@functions/core/data/quote/quotes');
};
let data: Data;

beforeAll(async () => {
  pointAtStack();
  data = {
    bookings: await import('@functions/core/data/quote/bookings'),
    quotes: await import('@functions/core/data/quote/quotes'),
  };
});

/** Two quoted quotes of one customer's move request, from two companies. */
async function twoQuotedQuotes() {
  const { customer, moveId } = await customerWithMove();
  const customerId = customer.sub;
  const created = [ulid(), ulid()].map((companyId) => ({
    id: ulid(),
    move_request_id: moveId,
    moving_company_id: companyId,
    customer_id: customerId,
  }));
  expect(await data.quotes.createQuotes(created)).toBe(true);
  for (const q of created) {
    await data.quotes
      .quoteEntity()
      .patch({ move_request_id: moveId, moving_company_id: q.moving_company_id })
      .set({ status: 'QUOTED', price: 900 })
      .go();
  }
  return { customerId, quotes: await data.quotes.quotesOfMove(moveId, { consistent: true }) };
}

describe('booking lock (USER#<id>/BOOKING)', () => {
  it('lets exactly one of 20 parallel bookings across two quotes commit', async () => {
    const { customerId, quotes } = await twoQuotedQuotes();
    const plans = await Promise.all(quotes.map((quote) => bookingPlan(quote)));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        data.bookings
          .bookQuote(quotes[i % 2], `Company ${i % 2}`, ['QUOTED', 'INVITED_TO_BOOK'], plans[i % 2])
          .catch((error: Error) => error),
      ),
    );
    const booked = outcomes.filter((o) => !(o instanceof Error) && o.ok);
    expect(booked).toHaveLength(1);
    const after = await data.quotes.quotesOfMove(quotes[0].move_request_id, { consistent: true });
    expect(after.filter((q) => q.status === 'BOOKED')).toHaveLength(1);
    const lock = await data.bookings.findBooking(customerId);
    expect(after.find((q) => q.status === 'BOOKED')!.id).toBe(lock!.quote_id);
  });

  it('names the existing booking, refuses a wrong status, and cancels only the booked quote', async () => {
    const { customerId, quotes } = await twoQuotedQuotes();
    const [first, second] = quotes as [(typeof quotes)[0], (typeof quotes)[0]];
    const [firstPlan, secondPlan] = [await bookingPlan(first), await bookingPlan(second)];
    expect(await data.bookings.bookQuote(first, 'First Movers', ['QUOTED'], firstPlan)).toEqual({ ok: true });
    expect(await data.bookings.bookQuote(second, 'Second Movers', ['QUOTED'], secondPlan)).toEqual({
      ok: false,
      existingBooking: { companyName: 'First Movers', quoteId: first.id },
    });
    expect(await data.bookings.cancelBookedQuote(second)).toBe(false);
    expect(await data.bookings.cancelBookedQuote(first, firstPlan.move_day)).toBe(true);
    expect(await data.bookings.findBooking(customerId)).toBeNull();
    // The cancelled quote is not bookable from QUOTED; the other one now is.
    expect(await data.bookings.bookQuote(first, 'First Movers', ['QUOTED'], firstPlan)).toEqual({
      ok: false,
      reason: 'status',
    });
    expect(await data.bookings.bookQuote(second, 'Second Movers', ['QUOTED'], secondPlan)).toEqual({ ok: true });
  });
});
