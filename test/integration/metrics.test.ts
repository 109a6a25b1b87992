import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany } from '@test/support/fixtures/companies';
import { companyWithUser, linkUserToCompany } from '@test/support/fixtures/company-users';
import { backdatedQuote } from '@test/support/fixtures/quotes';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { completedMove } from '@test/support/fixtures/reviews';

const metrics = (user: TestUser, filter?: string) =>
  callRoute(routes.getPerformanceMetrics, { token: user.accessToken, query: filter ? { filter } : {} });

const NO_COMPLETED_MOVES = { completed_moves: 0, matched_moves: 0, final_to_agreed: null };

describe('GET /api/my-moving-company/performance-metrics', () => {
  it("counts the caller's company's quotes of the window only", async () => {
    const { company, user } = await companyWithUser();
    const other = await createTestCompany();

    await backdatedQuote(company.id, 'BOOKED', 2000, 2);
    await backdatedQuote(company.id, 'QUOTED', 1000, 3);
    await backdatedQuote(company.id, 'QUOTE_REQUESTED', undefined, 4);
    await backdatedQuote(company.id, 'INVITED_TO_BOOK', 500, 10);
    await backdatedQuote(company.id, 'CANCELLED', 700, 20);
    await backdatedQuote(company.id, 'BOOKED', 3000, 100);
    await backdatedQuote(other.id, 'BOOKED', 9999, 1); // another company's: never counted

    const week = await metrics(user, 'last_7_days');
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({
      bookings: 1,
      revenuePipeline: 3000,
      closingRatio: 50,
      totalPaidLeads: 2,
      dealsClosed: 1,
      priceAccuracy: NO_COMPLETED_MOVES,
      leadsSeen: 3, // the request without a price is a lead too
      quotesSent: 2,
      closeRate: 50,
      completedMoves: 0,
      medianAnswerHours: null,
      // companyWithUser's company took its monthly plan just now: no day of it has passed yet.
      leadCost: { plan: 'flat_rate', tokensSpent: 0, dollars: 0, perBooking: 0 },
      timelineUnit: 'day',
    });
    // One point a day from the window's first day to today; the three leads on their days.
    const days = week.body.timeline;
    expect(days.length).toBeGreaterThanOrEqual(8);
    expect(days.reduce((sum, day) => sum + day.quotesSent, 0)).toBe(2);
    expect(days.reduce((sum, day) => sum + day.bookings, 0)).toBe(1);
    expect(days.at(-1)?.periodStart).toBe(new Date().toISOString().slice(0, 10));

    const month = await metrics(user, 'last_30_days');
    expect(month.body.timelineUnit).toBe('week');
    expect(month.body.timeline.reduce((sum, week) => sum + week.quotesSent, 0)).toBe(4);
    expect(month.body).toMatchObject({
      bookings: 2,
      revenuePipeline: 3500,
      closingRatio: 25,
      totalPaidLeads: 4,
      dealsClosed: 1,
      priceAccuracy: NO_COMPLETED_MOVES,
    });
    const all = {
      bookings: 3,
      revenuePipeline: 6500,
      closingRatio: 40,
      totalPaidLeads: 5,
      dealsClosed: 2,
      priceAccuracy: NO_COMPLETED_MOVES,
      leadsSeen: 6,
      quotesSent: 5,
      closeRate: 40,
      timelineUnit: 'month',
    };
    expect((await metrics(user, 'all_time')).body).toMatchObject(all);
    expect((await metrics(user)).body).toMatchObject(all); // no filter = all time
  });

  it('counts a booked move the customer confirmed as completed', async () => {
    const done = await completedMove({ price: 1500 });
    const user = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    await linkUserToCompany(user.sub, done.companyId);
    const body = (await metrics(user, 'last_7_days')).body;
    expect(body).toMatchObject({ dealsClosed: 1, completedMoves: 1, quotesSent: 1, closeRate: 100 });
    expect(body.priceAccuracy).toMatchObject({ completed_moves: 1, matched_moves: 1 });
  });

  it('is all zeros for a company without quotes', async () => {
    const { user } = await companyWithUser();
    expect((await metrics(user, 'last_7_days')).body).toMatchObject({
      bookings: 0,
      revenuePipeline: 0,
      closingRatio: 0,
      totalPaidLeads: 0,
      dealsClosed: 0,
      priceAccuracy: NO_COMPLETED_MOVES,
      leadsSeen: 0,
      quotesSent: 0,
      closeRate: 0,
      completedMoves: 0,
    });
  });

  it('refuses anonymous (401), customers and admins (403), a user without a company (404) and an unknown filter (400)', async () => {
    expect((await callRoute(routes.getPerformanceMetrics, {})).status).toBe(401);
    for (const role of ['MOVER', 'ADMIN'] as const) {
      expect((await metrics(await createTestUser({ role, profile: true }), 'all_time')).status).toBe(403);
    }
    const loner = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const answer = await metrics(loner, 'all_time');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('No moving company found');

    const { user } = await companyWithUser();
    const bad = await metrics(user, 'last_year');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^filter/);
  });
});
