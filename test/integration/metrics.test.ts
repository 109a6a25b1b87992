import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import type { QuoteStatus } from '@schemas/enums';
import { callRoute } from '@test/support/api';
import { createTestCompany, linkUserToCompany, pointAtStack } from '@test/support/companies';
import { createTestUser, type TestUser } from '@test/support/users';

let putQuote: (companyId: string, status: QuoteStatus, price: number | undefined, createdAt: string) => Promise<void>;

beforeAll(async () => {
  pointAtStack(); // entity reads and writes go to the test stack's table
  const { quoteEntity } = await import('@functions/core/data/quotes');
  // Quotes are written through the entity, with created_at in the past, to fill the windows.
  putQuote = async (companyId, status, price, createdAt) => {
    await quoteEntity()
      .create({
        id: ulid(),
        move_request_id: ulid(),
        moving_company_id: companyId,
        customer_id: 'customer-sub',
        status,
        price,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .go();
  };
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
const metrics = (user: TestUser, filter?: string) =>
  callRoute(routes.getPerformanceMetrics, { token: user.accessToken, query: filter ? { filter } : {} });

describe('GET /api/my-moving-company/performance-metrics', () => {
  it("counts the caller's company's quotes of the window only", async () => {
    const company = await createTestCompany();
    const other = await createTestCompany();
    const user = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    await linkUserToCompany(user.sub, company.id);

    await putQuote(company.id, 'BOOKED', 2000, daysAgo(2));
    await putQuote(company.id, 'QUOTED', 1000, daysAgo(3));
    await putQuote(company.id, 'QUOTE_REQUESTED', undefined, daysAgo(4));
    await putQuote(company.id, 'INVITED_TO_BOOK', 500, daysAgo(10));
    await putQuote(company.id, 'CANCELLED', 700, daysAgo(20));
    await putQuote(company.id, 'BOOKED', 3000, daysAgo(100));
    await putQuote(other.id, 'BOOKED', 9999, daysAgo(1)); // another company's: never counted

    const week = await metrics(user, 'last_7_days');
    expect(week.status).toBe(200);
    expect(week.body).toEqual({ bookings: 1, revenuePipeline: 3000, closingRatio: 50, totalPaidLeads: 2, dealsClosed: 1 });

    expect((await metrics(user, 'last_30_days')).body).toEqual({
      bookings: 2,
      revenuePipeline: 3500,
      closingRatio: 25,
      totalPaidLeads: 4,
      dealsClosed: 1,
    });
    const all = { bookings: 3, revenuePipeline: 6500, closingRatio: 40, totalPaidLeads: 5, dealsClosed: 2 };
    expect((await metrics(user, 'all_time')).body).toEqual(all);
    expect((await metrics(user)).body).toEqual(all); // no filter = all time
  });

  it('is all zeros for a company without quotes', async () => {
    const company = await createTestCompany();
    const user = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    await linkUserToCompany(user.sub, company.id);
    expect((await metrics(user, 'last_7_days')).body).toEqual({
      bookings: 0,
      revenuePipeline: 0,
      closingRatio: 0,
      totalPaidLeads: 0,
      dealsClosed: 0,
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

    const company = await createTestCompany();
    const user = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    await linkUserToCompany(user.sub, company.id);
    const bad = await metrics(user, 'last_year');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^filter/);
  });
});
