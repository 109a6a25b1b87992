import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { ESTIMATE_MESSAGES } from '@schemas/estimates';
import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { bindingEstimate, hourlyEstimate } from '@test/support/fixtures/estimates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { customerBooks, requestQuoteFrom, storedQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';

/* A structured quote: the server adds up its parts, keeps them with the quote, and shows them to both sides. */

const send = (user: TestUser, body: Record<string, unknown>) =>
  callRoute(routes.sendCompanyQuote, { token: user.accessToken, body });
const patch = (user: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, body });

async function requestedLead() {
  const seller = await companyWithUser();
  const { customer, moveId } = await customerWithMove();
  const requested = await requestQuoteFrom(customer, moveId, seller.company.id);
  const base = { move_request_id: moveId, moving_company_id: seller.company.id };
  return { ...seller, customer, moveId, quoteId: requested.id, base };
}

describe('structured quotes', () => {
  it('stores a binding estimate with its total as the price, and shows the parts to the customer', async () => {
    const lead = await requestedLead();
    const answer = await send(lead.user, { ...lead.base, estimate: bindingEstimate() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      price: 2600,
      top_price: null,
      estimate: { type: 'BINDING', worst_case: 2600 },
    });

    const mine = await callRoute(routes.listMyQuotes, { token: lead.customer.accessToken });
    const seen = mine.body.find((quote) => quote.id === lead.quoteId)!;
    expect(seen.price).toBe(2600);
    expect(seen.estimate).toMatchObject({
      type: 'BINDING',
      crew_size: 3,
      line_items: [
        { kind: 'PACKING', amount: 400, label: null },
        { kind: 'BULKY_ITEMS', label: 'Piano', amount: 250 },
      ],
      full_value_protection_price: 180,
      hourly_rate: null,
    });
  });

  it('prices a non-binding hourly estimate as a range with its 110 % worst case and two-hours-over cost', async () => {
    const lead = await requestedLead();
    const answer = await send(lead.user, { ...lead.base, estimate: hourlyEstimate(), price: 750 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      price: 750,
      top_price: 1010,
      estimate: { worst_case: 1111, two_hours_over: 260 },
    });
  });

  it('refuses a price or range end that disagrees with the parts, and stores nothing', async () => {
    const lead = await requestedLead();
    const wrongPrice = await send(lead.user, { ...lead.base, estimate: bindingEstimate(), price: 2000 });
    expect(wrongPrice.status).toBe(400);
    expect(wrongPrice.body.error).toBe(ESTIMATE_MESSAGES.totalMismatch('$2,600'));
    const wrongTop = await send(lead.user, { ...lead.base, estimate: hourlyEstimate(), top_price: 5000 });
    expect(wrongTop.status).toBe(400);
    expect(wrongTop.body.error).toBe(ESTIMATE_MESSAGES.topPriceMismatch('$1,010'));
    expect((await storedQuote(lead.moveId, lead.company.id))!.status).toBe('QUOTE_REQUESTED');
  });

  it('refuses invalid parts with the message of the field, and a validity date in the past', async () => {
    const lead = await requestedLead();
    const noRate = await send(lead.user, { ...lead.base, estimate: hourlyEstimate({ hourly_rate: null }) });
    expect(noRate.status).toBe(400);
    expect(JSON.stringify(noRate.body)).toContain(ESTIMATE_MESSAGES.hourlyRateRequired);
    const expired = await send(lead.user, {
      ...lead.base,
      estimate: bindingEstimate({ valid_until: dayFromToday(-1) }),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(ESTIMATE_MESSAGES.validUntilPast);
    expect((await storedQuote(lead.moveId, lead.company.id))!.estimate).toBeUndefined();
  });

  it('keeps a price-only quote working as before, and turns a structured one back to price-only with estimate: null', async () => {
    const lead = await requestedLead();
    expect((await send(lead.user, { ...lead.base, price: 900, top_price: 1100 })).body).toMatchObject({
      price: 900,
      top_price: 1100,
      estimate: null,
    });
    expect((await patch(lead.user, lead.quoteId, { estimate: bindingEstimate() })).body).toMatchObject({ price: 2600 });
    // The stored parts decide the price: a bare new price would contradict them.
    const bare = await patch(lead.user, lead.quoteId, { price: 1000 });
    expect(bare.status).toBe(400);
    expect((await storedQuote(lead.moveId, lead.company.id))!.price).toBe(2600);
    const priceOnly = await patch(lead.user, lead.quoteId, { estimate: null, price: 1000 });
    expect(priceOnly.body).toMatchObject({ price: 1000, top_price: null, estimate: null });
  });

  it('locks every term of a booked quote', async () => {
    const lead = await requestedLead();
    await send(lead.user, { ...lead.base, estimate: bindingEstimate() });
    await customerBooks(lead.moveId, lead.company.id, lead.company.name);
    const edit = await patch(lead.user, lead.quoteId, { estimate: bindingEstimate({ base_price: 1900 }) });
    expect(edit.status).toBe(400);
    expect(edit.body.error).toBe(QUOTE_MESSAGES.bookedTermsLocked);
    expect((await storedQuote(lead.moveId, lead.company.id))!.price).toBe(2600);
  });
});
