import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceStatsSchema, type MarketplaceStats } from '@schemas/admin';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createMove } from '@test/support/fixtures/moves';
import { book, cancelBooking, requestAgain, requestQuoteFrom, storedQuote } from '@test/support/fixtures/quotes';
import { payCheckout, sessionIdOf, webhooksSettled } from '@test/support/fixtures/stripe';
import { eventually } from '@test/support/eventually';
import { sendQuote } from '@test/support/fixtures/lead-tokens';
import { createProfile, createTestUser, signUpUser, type TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * The admin's operations view (docs/admin.md, Operations view): real API calls move the day
 * counters through the event bus, and GET /api/admin/marketplace-stats reads them. Other test
 * files run before this one on the same stack: the figures are compared before and after.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'ADMIN', profile: true });
});

const stats = async (user: TestUser = admin): Promise<MarketplaceStats> => {
  const answer = await callRoute(routes.getMarketplaceStats, { token: user.accessToken });
  expect(answer.status).toBe(200);
  return MarketplaceStatsSchema.parse(answer.body);
};

const today = () => new Date().toISOString().slice(0, 10);
type Figure = Exclude<keyof MarketplaceStats['last_7_days'], 'medianMinutesToFirstQuote'>;
const FIGURES: Figure[] = [
  'newCustomers',
  'moveRequests',
  'quoteRequests',
  'quotesSent',
  'bookings',
  'cancellations',
  'tokensSold',
  'tokensSpent',
];
const deltas = (before: MarketplaceStats, after: MarketplaceStats, window: 'last_7_days' | 'last_30_days') =>
  Object.fromEntries(FIGURES.map((name) => [name, after[window][name] - before[window][name]]));

const counters = async () => {
  pointAtStack();
  return import('@functions/core/data/stats/marketplace-counters');
};

describe('GET /api/admin/marketplace-stats', () => {
  it('answers 30 days, oldest first, today last, zero days included', async () => {
    const answer = await stats();
    expect(answer.daily).toHaveLength(30);
    expect(answer.daily.at(-1)!.date).toBe(today());
    const dates = answer.daily.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
    expect(Date.parse(answer.generated_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts a customer, a move, requests, quotes, a paid start, a token spent, a booking and its cancellation', async () => {
    const before = await stats();

    // A customer signs up and creates a move request.
    const customer = await signUpUser();
    await createProfile(customer);
    const day = dayFromToday(300 + Math.floor(Math.random() * 100));
    const moveId = await createMove(customer, { start: day, end: day });

    // A monthly company and a pay-per-lead company (started through the real checkout: 20 tokens sold).
    const monthly = await companyWithUser();
    const perLead = await companyWithUser({ plan: 'none' });
    const start = await callRoute(routes.createPayPerLeadSubscription, {
      token: perLead.user.accessToken,
      params: { id: perLead.company.id },
    });
    expect(start.status).toBe(200);
    expect((await payCheckout(sessionIdOf(start.body.url))).status).toBe(200);
    await webhooksSettled();

    // The customer asks both; both quote (the pay-per-lead one spends a token); the customer books, cancels, asks again.
    const asked = await requestQuoteFrom(customer, moveId, monthly.company.id, day);
    await requestQuoteFrom(customer, moveId, perLead.company.id, day);
    expect((await sendQuote(monthly.user, moveId, monthly.company.id, 1500)).status).toBe(200);
    expect((await sendQuote(perLead.user, moveId, perLead.company.id, 1700)).status).toBe(200);
    expect((await book(customer, asked.id)).status).toBe(200);
    expect((await cancelBooking(customer, asked.id)).status).toBe(200);
    expect((await requestAgain(customer, asked.id)).status).toBe(200);

    const expected = {
      newCustomers: 1,
      moveRequests: 1,
      quoteRequests: 3,
      quotesSent: 2,
      bookings: 1,
      cancellations: 1,
      tokensSold: 20,
      tokensSpent: 1,
    };
    let after = before;
    await eventually(async () => {
      after = await stats();
      const moved = deltas(before, after, 'last_7_days');
      return FIGURES.every((name) => moved[name] >= expected[name]);
    });
    expect(deltas(before, after, 'last_7_days')).toEqual(expected);
    expect(deltas(before, after, 'last_30_days')).toEqual(expected);
    const todayBefore = before.daily.at(-1)!;
    const todayAfter = after.daily.at(-1)!;
    expect(todayAfter.date).toBe(todayBefore.date);
    expect({
      moveRequests: todayAfter.moveRequests - todayBefore.moveRequests,
      quoteRequests: todayAfter.quoteRequests - todayBefore.quoteRequests,
      quotesSent: todayAfter.quotesSent - todayBefore.quotesSent,
      bookings: todayAfter.bookings - todayBefore.bookings,
    }).toEqual({ moveRequests: 1, quoteRequests: 3, quotesSent: 2, bookings: 1 });

    // Active plans: the monthly fixture's plan and the paid pay-per-lead start.
    expect(after.activeSubscriptions.flat_rate_monthly - before.activeSubscriptions.flat_rate_monthly).toBe(1);
    expect(after.activeSubscriptions.pay_per_lead - before.activeSubscriptions.pay_per_lead).toBe(1);

    // Both quotes answered a request within minutes: each timed once, in the first bucket.
    const { firstQuoteMarkEntity } = await counters();
    const quoteIds = [asked.id, (await requestedQuoteId(moveId, perLead.company.id))!];
    for (const quoteId of quoteIds) {
      const { data: mark } = await firstQuoteMarkEntity().get({ quote_id: quoteId }).go({ consistent: true });
      expect(mark?.minutes).toBeGreaterThanOrEqual(0);
      expect(mark!.minutes).toBeLessThan(5);
    }
    expect(after.last_7_days.medianMinutesToFirstQuote).not.toBeNull();
  });

  it('counts the same event delivered twice once, and times a quote once', async () => {
    const { findDays, firstQuoteMarkEntity } = await counters();
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const day = dayFromToday(300 + Math.floor(Math.random() * 100));
    const moveId = await createMove(customer, { start: day, end: day });
    const { company } = await companyWithUser();
    const asked = await requestQuoteFrom(customer, moveId, company.id, day);
    const requestedAt = Date.parse((await storedQuote(moveId, company.id))!.created_at!);
    // The company answers 200 minutes after the request (the events carry their time).
    const at = new Date(requestedAt + 200 * 60_000);
    const date = at.toISOString().slice(0, 10);
    const [before] = await findDays([date]);

    pointAtStack();
    const { handler } = await import('@functions/marketplace-stats/count-marketplace-event');
    const created = {
      id: randomUUID(),
      time: at.toISOString(),
      'detail-type': 'MoveRequestCreated' as const,
      detail: { moveRequestId: moveId, customerId: customer.sub },
    };
    await handler(created);
    await handler(created);

    const quoted = (id: string) => ({
      id,
      time: at.toISOString(),
      'detail-type': 'QuoteStatusChanged' as const,
      detail: {
        quoteId: asked.id,
        moveRequestId: moveId,
        customerId: customer.sub,
        companyId: company.id,
        from: 'QUOTE_REQUESTED',
        to: 'QUOTED',
        change: 'quoted',
        actorId: 'x',
      },
    });
    const once = quoted(randomUUID());
    await handler(once);
    await handler(once);
    // Quoted again (after a request again): a quote sent, not timed again.
    await handler(quoted(randomUUID()));

    const [after] = await findDays([date]);
    expect(after.counters.moveRequests - before.counters.moveRequests).toBe(1);
    expect(after.counters.quotesSent - before.counters.quotesSent).toBe(2);
    expect(after.buckets.ttfq_240 - before.buckets.ttfq_240).toBe(1);
    const { data: mark } = await firstQuoteMarkEntity().get({ quote_id: asked.id }).go({ consistent: true });
    expect(mark?.minutes).toBeCloseTo(200, 0);
  });

  it('counts only customers as new customers', async () => {
    const before = await stats();
    await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    await createTestUser({ role: 'ADMIN', profile: true });
    await createTestUser({ role: 'MOVER', profile: true });
    await eventsIdle(); // every UserCreated counted (or not)
    const after = await stats();
    expect(after.last_7_days.newCustomers - before.last_7_days.newCustomers).toBe(1);
  });

  it('shows the demo history once the seed filed it, once however often the seed runs', async () => {
    pointAtStack();
    const { seedMarketplaceStats } = await import('@infra/local/seed/seed-marketplace-stats');
    await seedMarketplaceStats();
    const once = await stats();
    expect(await seedMarketplaceStats()).toBe(false);
    const again = await stats();
    expect(again.last_30_days.moveRequests).toBe(once.last_30_days.moveRequests);
    expect(again.last_30_days.moveRequests).toBeGreaterThanOrEqual(31);
    expect(again.daily.filter((day) => day.moveRequests > 0).length).toBeGreaterThanOrEqual(29);
    expect(again.last_30_days.medianMinutesToFirstQuote).not.toBeNull();
  });

  it('refuses customers and companies (403) and anonymous callers (401)', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const { user: companyUser } = await companyWithUser();
    expect((await callRoute(routes.getMarketplaceStats, { token: customer.accessToken })).status).toBe(403);
    expect((await callRoute(routes.getMarketplaceStats, { token: companyUser.accessToken })).status).toBe(403);
    expect((await callRoute(routes.getMarketplaceStats, {})).status).toBe(401);
  });
});

async function requestedQuoteId(moveId: string, companyId: string) {
  pointAtStack();
  const { findQuoteOf } = await import('@functions/core/data/quote/quotes');
  return (await findQuoteOf(moveId, companyId))?.id;
}
