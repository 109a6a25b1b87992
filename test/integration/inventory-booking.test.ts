import { describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES, EXTRA_GOODS_LINE } from '@schemas/booking-completion';
import { BOOKING_INVENTORY_MESSAGES } from '@schemas/bookings';
import type { PutInventoryBody } from '@schemas/inventory';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { bookedMove, complete, moveDayPassed, storedBookedMove } from '@test/support/fixtures/booking-completion';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { bindingEstimate, hourlyEstimate, structuredQuote } from '@test/support/fixtures/estimates';
import { book, bookingChoice, customerWithQuotes, setQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';

/*
 * A booking fixes the inventory (docs/inventory.md, item 4): the terms keep the version and totals
 * booked and the version the quote priced; a save that races the booking refuses it; after the
 * move an hourly estimate may bill goods beyond the inventory only by naming them, a binding or
 * not-to-exceed one never.
 */

const boxes = (quantity: number): PutInventoryBody =>
  ({
    rooms: [{ kind: 'bedroom', name: 'Bedroom', lines: [{ catalogue_id: 'box-medium', quantity }] }],
  }) as PutInventoryBody;
const putInventory = (customer: TestUser, moveId: string, body: PutInventoryBody) =>
  callRoute(routes.putInventory, { token: customer.accessToken, params: { id: moveId }, body });

describe('the inventory a booking fixes', () => {
  it('keeps the version and totals booked in the terms, and refuses a later save', async () => {
    const f = await customerWithQuotes(1);
    expect((await putInventory(f.customer, f.moveId, boxes(10))).status).toBe(200);
    await setQuote(f.moveId, f.companies[0].id, 'QUOTED', { price: 900 });
    const booked = await book(f.customer, f.quoteIds[0]);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    const page = await callRoute(routes.getBooking, { token: f.customer.accessToken, params: { id: f.quoteIds[0] } });
    expect(page.body.terms.inventory).toEqual({
      version: 1,
      cubic_feet: 30,
      weight_lb: 280,
      pieces: 10,
      // The quote was stored before any inventory stamp: it priced none.
      quoted_version: null,
    });
    const later = await putInventory(f.customer, f.moveId, boxes(12));
    expect(later.status).toBe(409);
    expect((await storedBookedMove(f.quoteIds[0]))?.terms).toMatchObject({ inventory: { version: 1 } });
  });

  it('refuses a booking when the inventory was saved after the terms were read', async () => {
    const f = await customerWithQuotes(1);
    expect((await putInventory(f.customer, f.moveId, boxes(4))).status).toBe(200);
    await setQuote(f.moveId, f.companies[0].id, 'QUOTED', { price: 700 });
    pointAtStack();
    const { bookingPlanFor, bookOnce } = await import('@functions/quotes/booking');
    const { findQuoteOf } = await import('@functions/core/data/quote/quotes');
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    const quote = (await findQuoteOf(f.moveId, f.companies[0].id))!;
    const choice = await bookingChoice(quote.id);
    const company = (await findCompany(f.companies[0].id))!;
    const plan = await bookingPlanFor(quote, company, choice);
    // The customer saves a bigger list in another tab before the booking commits.
    expect((await putInventory(f.customer, f.moveId, boxes(9))).status).toBe(200);
    await expect(bookOnce(quote, company, plan)).rejects.toMatchObject({
      message: BOOKING_INVENTORY_MESSAGES.changedWhileBooking,
    });
    // Booked again on fresh terms, the snapshot names the list as it is.
    expect((await book(f.customer, quote.id)).status).toBe(200);
    expect((await storedBookedMove(quote.id))?.terms).toMatchObject({ inventory: { version: 2, pieces: 9 } });
  });
});

describe('extra goods at completion', () => {
  it('lets an hourly estimate bill goods beyond the inventory only by naming them, with their volume', async () => {
    const world = await bookedMove({ estimate: hourlyEstimate() });
    await moveDayPassed(world.quoteId, 0);
    const agreed = structuredQuote(hourlyEstimate());
    const agreedTotal = agreed.top_price ?? agreed.price;
    const unnamed = await complete(world.companyUser, world.quoteId, {
      final_price: agreedTotal + 60,
      adjustments: [{ line: EXTRA_GOODS_LINE, amount: 60, reason: 'A treadmill in the garage' }],
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error).toBe(COMPLETION_MESSAGES.extraGoodsItems);

    const named = await complete(world.companyUser, world.quoteId, {
      final_price: agreedTotal + 60,
      adjustments: [
        {
          line: EXTRA_GOODS_LINE,
          amount: 60,
          reason: 'Not on the inventory',
          items: [
            { name: 'Treadmill', quantity: 1, cubic_feet: 30 },
            { name: 'Kayak', quantity: 2, cubic_feet: 15 },
          ],
        },
      ],
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const page = await callRoute(routes.getBooking, {
      token: world.customer.accessToken,
      params: { id: world.quoteId },
    });
    expect(page.body.completion?.adjustments[0].items).toEqual([
      { name: 'Treadmill', quantity: 1, cubic_feet: 30 },
      { name: 'Kayak', quantity: 2, cubic_feet: 15 },
    ]);
  });

  it('never on a not-to-exceed or binding estimate: that goes through a change accepted before the move', async () => {
    const world = await bookedMove({ estimate: bindingEstimate({ type: 'NOT_TO_EXCEED' }) });
    await moveDayPassed(world.quoteId, 0);
    const agreed = structuredQuote(bindingEstimate({ type: 'NOT_TO_EXCEED' })).price;
    const answer = await complete(world.companyUser, world.quoteId, {
      final_price: agreed - 50,
      adjustments: [
        {
          line: EXTRA_GOODS_LINE,
          amount: -50,
          reason: 'Swap for extra goods',
          items: [{ name: 'Treadmill', quantity: 1, cubic_feet: 30 }],
        },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(COMPLETION_MESSAGES.extraGoodsFixedPrice);
    const other = await createCompanyUser(world.companyId);
    const items = await complete(other, world.quoteId, {
      final_price: agreed - 50,
      adjustments: [
        {
          line: 'Moving charge',
          amount: -50,
          reason: 'Fewer boxes',
          items: [{ name: 'Box', quantity: 1, cubic_feet: 3 }],
        },
      ],
    });
    expect(items.status).toBe(400);
    expect(items.body.error).toBe(COMPLETION_MESSAGES.itemsOnlyForExtraGoods);
    expect((await storedBookedMove(world.quoteId))?.final_price).toBeUndefined();
  });
});
