import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { REFUND_REASONS } from '@schemas/payments';
import { LEAD_PAGE_SIZE_MAX } from '@schemas/leads';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { conversationOf, sendMessage } from '@test/support/fixtures/messaging';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestLead, customerWithMove } from '@test/support/fixtures/moves';
import { book, customerBooks, requestQuoteFrom, setQuote, storedQuote } from '@test/support/fixtures/quotes';
import { givenActiveMonthlyPlan, storedTokenBalance } from '@test/support/fixtures/subscriptions';
import {
  creditTokens,
  deliverMoveRequestWithdrawn,
  deliverTokensCredited,
  openLeads,
  payCheckout,
  payPerLeadCompany,
  sendQuote,
  storedLedger,
  storedPaidLeads,
} from '@test/support/fixtures/lead-tokens';
import { eventually } from '@test/support/eventually';
import { allMatches } from '@test/support/matches';
import type { TestUser } from '@test/support/fixtures/users';

/*
 * Spending lead tokens on quotes (spec sections 7 and 9): one token the first time a
 * pay-per-lead company quotes a lead, none again, none on the monthly plan; without a token the
 * quote waits payment-pending, unseen by the customer, and goes out when a refill is credited.
 * Fair tokens: a lead that could not be won gives its token back, once, with the reason.
 */

const edit = (user: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, body });
const manager = async (user: TestUser) =>
  (await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken })).body;
const myQuotes = async (customer: TestUser) =>
  (await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body;
const notificationCount = async (customer: TestUser) =>
  (await callRoute(routes.getQuoteNotificationCount, { token: customer.accessToken })).body.notification_count;
const matchStatus = async (customer: TestUser, companyId: string) => {
  return (await allMatches(customer.accessToken)).find((m) => m.id === companyId)?.quoteStatus ?? null;
};

describe('spending a token on a quote', () => {
  it('spends one token on the first quote of a lead, and nothing on edits, re-sends or for colleagues later', async () => {
    const { company, user } = await payPerLeadCompany(2);
    const day = dayFromToday(200 + Math.floor(Math.random() * 300));
    const moveId = await createTestLead({ start: day, end: day });

    const first = await sendQuote(user, moveId, company.id, 1500);
    expect(first.status).toBe(201);
    expect(first.body.paymentPending).toBeUndefined();
    expect(await storedTokenBalance(company.id)).toBe(1);
    const [spent] = await storedLedger(company.id);
    expect(spent).toMatchObject({ kind: 'spent', tokens: -1, move_request_id: moveId, reason: 'Quote sent' });
    expect(spent.lead_label).toContain('Durham, NC → Cary, NC');

    expect((await sendQuote(user, moveId, company.id, 1400)).status).toBe(200);
    expect((await edit(user, first.body.id, { price: 1300, description: 'Two movers' })).status).toBe(200);
    expect(await storedTokenBalance(company.id)).toBe(1);

    // has_token: the lead manager (the 'paid' filter reads it) and the lead search.
    expect((await manager(user)).find((lead) => lead.move_request_id === moveId)).toMatchObject({
      has_token: true,
      payment_pending: false,
    });
    const search = await callRoute(routes.searchMoveRequests, {
      token: user.accessToken,
      body: { startDate: day, endDate: day, limit: LEAD_PAGE_SIZE_MAX },
    });
    expect(search.status).toBe(200);
    expect(search.body.results.find((lead: { id: string }) => lead.id === moveId)).toMatchObject({
      has_token: true,
      has_existing_quote: true,
    });
  });

  it('never spends on the monthly plan', async () => {
    const { company, user } = await companyWithUser();
    await givenActiveMonthlyPlan(company.id);
    const [moveId] = await openLeads(1);
    const answer = await sendQuote(user, moveId, company.id);
    expect(answer.status).toBe(201);
    expect(answer.body.paymentPending).toBeUndefined();
    expect(await storedLedger(company.id)).toEqual([]);
    expect(await storedPaidLeads(moveId)).toEqual([]);
  });
});

describe('payment-pending quotes', () => {
  it('are hidden from the customer until a refill pays for them, then go out by themselves', async () => {
    const { customer, moveId } = await customerWithMove({ firstName: 'Jane' });
    const asked = await payPerLeadCompany(0);
    const unasked = await payPerLeadCompany(0);
    const request = await requestQuoteFrom(customer, moveId, asked.company.id);

    const sentAsked = await sendQuote(asked.user, moveId, asked.company.id, 1800);
    expect(sentAsked.status).toBe(200);
    expect(sentAsked.body).toMatchObject({ status: 'QUOTED', price: 1800, paymentPending: true });
    expect(sentAsked.body.checkoutUrl).toMatch(/\/checkout\/cs_/);
    const sentUnasked = await sendQuote(unasked.user, moveId, unasked.company.id, 1700);
    expect(sentUnasked.status).toBe(201);
    expect(sentUnasked.body.paymentPending).toBe(true);

    // The customer sees their own request as it was, and nothing of the unasked quote.
    const listed = await myQuotes(customer);
    expect(listed.map((q) => q.moving_company_id)).toEqual([asked.company.id]);
    expect(listed[0]).toMatchObject({
      id: request.id,
      status: 'QUOTE_REQUESTED',
      price: null,
      description: null,
      quoted_by_name: null,
    });
    expect(JSON.stringify(listed)).not.toContain('1800');
    expect(await notificationCount(customer)).toBe(0);
    expect(await matchStatus(customer, asked.company.id)).toBe('QUOTE_REQUESTED');
    const booking = await book(customer, request.id);
    expect(booking.status).toBe(400);
    expect((await book(customer, sentUnasked.body.id)).status).toBe(404);

    // The company sees it with its status, waiting for payment.
    expect((await manager(asked.user)).find((lead) => lead.move_request_id === moveId)).toMatchObject({
      status: 'QUOTED',
      price: 1800,
      payment_pending: true,
      has_token: false,
    });

    // A refill is credited (once per session) and TokensCredited delivered: the quote goes out.
    const sessionId = `cs_test_${ulid()}`;
    expect(await creditTokens(asked.company.id, 20, sessionId)).toEqual({ credited: true, balance: 20 });
    await deliverTokensCredited({ companyId: asked.company.id, tokens: 20 });
    await deliverTokensCredited({ companyId: asked.company.id, tokens: 20 });
    expect(await storedTokenBalance(asked.company.id)).toBe(19);
    const released = (await myQuotes(customer)).find((q) => q.id === request.id);
    expect(released).toMatchObject({ status: 'QUOTED', price: 1800 });
    expect(await notificationCount(customer)).toBe(1);
    expect((await manager(asked.user)).find((lead) => lead.move_request_id === moveId)).toMatchObject({
      payment_pending: false,
      has_token: true,
    });

    // The unasked company pays its refill checkout on the local Stripe: the webhook credits
    // the tokens and the pending quote reaches the customer without another call.
    await payCheckout(sentUnasked.body.checkoutUrl!);
    await eventually(async () =>
      (await myQuotes(customer)).some((q) => q.id === sentUnasked.body.id && q.status === 'QUOTED'),
    );
    expect(await storedTokenBalance(unasked.company.id)).toBe(19);
  });

  it("become the customer's request when the customer asks that company meanwhile", async () => {
    const { customer, moveId } = await customerWithMove();
    const company = await payPerLeadCompany(0);
    const pending = await sendQuote(company.user, moveId, company.company.id, 1900);
    expect(pending.body.paymentPending).toBe(true);
    expect(await myQuotes(customer)).toEqual([]);

    const request = await requestQuoteFrom(customer, moveId, company.company.id);
    expect(request.id).toBe(pending.body.id);
    expect(await myQuotes(customer)).toEqual([
      expect.objectContaining({ id: pending.body.id, status: 'QUOTE_REQUESTED', price: null }),
    ]);
    const again = await callRoute(routes.requestQuote, {
      token: customer.accessToken,
      body: { move_request_id: moveId, moving_company_id: company.company.id },
    });
    expect(again.status).toBe(400);
  });

  it('go out oldest first until the tokens run out', async () => {
    const { company, user } = await payPerLeadCompany(0);
    const leads = await openLeads(3);
    for (const moveId of leads) expect((await sendQuote(user, moveId, company.id)).body.paymentPending).toBe(true);
    await creditTokens(company.id, 2, `cs_test_${ulid()}`);
    await deliverTokensCredited({ companyId: company.id, tokens: 2 });
    const pending = await Promise.all(
      leads.map(async (moveId) => Boolean((await storedQuote(moveId, company.id))?.payment_pending_since)),
    );
    expect(pending).toEqual([false, false, true]);
    expect(await storedTokenBalance(company.id)).toBe(0);
  });
});

describe('fair tokens: automatic refunds', () => {
  it('(a) refuses a quote on a move booked with another company (nothing spent); a message there gives its token back at once', async () => {
    const { customer, moveId } = await customerWithMove();
    const booked = await companyWithUser();
    await requestQuoteFrom(customer, moveId, booked.company.id);
    await setQuote(moveId, booked.company.id, 'QUOTED', { price: 900 });
    expect(await customerBooks(moveId, booked.company.id, booked.company.name)).toEqual({ ok: true });

    // A booked move takes no new quote (issue 40): nothing is spent.
    const late = await payPerLeadCompany(1);
    const answer = await sendQuote(late.user, moveId, late.company.id);
    expect(answer.status).toBe(409);
    expect(await storedTokenBalance(late.company.id)).toBe(1);
    // Only the credit the company bought its token with.
    expect(await storedLedger(late.company.id)).toHaveLength(1);

    // A message still reaches the customer; the lead cannot be won, so its token comes back at once.
    const conversationId = await conversationOf(late.user, {
      mover_id: customer.sub,
      move_request_id: moveId,
      moving_company_id: late.company.id,
    });
    expect((await sendMessage(late.user, conversationId, 'Still need a hand with packing?')).status).toBe(201);
    expect(await storedTokenBalance(late.company.id)).toBe(1);
    const [refund, spend] = await storedLedger(late.company.id);
    expect(spend).toMatchObject({ kind: 'spent', tokens: -1, move_request_id: moveId });
    expect(refund).toMatchObject({
      kind: 'refunded',
      tokens: 1,
      move_request_id: moveId,
      reason: REFUND_REASONS.bookedElsewhere,
    });
    // Writing again costs nothing and refunds nothing more.
    expect((await sendMessage(late.user, conversationId, 'We have a free crew that week.')).status).toBe(201);
    expect(await storedLedger(late.company.id)).toHaveLength(3);
  });

  it('(b) gives tokens back once when the customer withdraws within 48 hours without booking', async () => {
    const { customer, moveId } = await customerWithMove();
    const first = await payPerLeadCompany(3);
    const second = await payPerLeadCompany(3);
    await sendQuote(first.user, moveId, first.company.id);
    await sendQuote(second.user, moveId, second.company.id);
    expect(await storedTokenBalance(first.company.id)).toBe(2);

    const withdrawal = { moveRequestId: moveId, customerId: customer.sub, withdrawnAt: new Date().toISOString() };
    await Promise.all([deliverMoveRequestWithdrawn(withdrawal), deliverMoveRequestWithdrawn(withdrawal)]);
    await deliverMoveRequestWithdrawn(withdrawal);
    expect(await storedTokenBalance(first.company.id)).toBe(3);
    expect(await storedTokenBalance(second.company.id)).toBe(3);
    const refunds = (await storedLedger(first.company.id)).filter((e) => e.kind === 'refunded');
    expect(refunds).toEqual([
      expect.objectContaining({ tokens: 1, move_request_id: moveId, reason: REFUND_REASONS.withdrawn }),
    ]);
  });

  it('(b) keeps tokens spent more than 48 hours before the withdrawal, or when the customer booked', async () => {
    const { customer, moveId } = await customerWithMove();
    const quoter = await payPerLeadCompany(2);
    await sendQuote(quoter.user, moveId, quoter.company.id);
    const later = new Date(Date.now() + 49 * 60 * 60 * 1000).toISOString();
    await deliverMoveRequestWithdrawn({ moveRequestId: moveId, customerId: customer.sub, withdrawnAt: later });
    expect(await storedTokenBalance(quoter.company.id)).toBe(1);

    expect(await customerBooks(moveId, quoter.company.id, quoter.company.name)).toEqual({ ok: true });
    await deliverMoveRequestWithdrawn({
      moveRequestId: moveId,
      customerId: customer.sub,
      withdrawnAt: new Date().toISOString(),
    });
    expect(await storedTokenBalance(quoter.company.id)).toBe(1);
  });
});
