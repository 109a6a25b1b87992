import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany, makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/** One window far beyond the seed's 90 days; every company here is free on its first day. */
const START = dayFromToday(500);
const END = dayFromToday(503);

/** A new NC company's id, free (or busy) on START. */
async function createCompany({
  verified = true,
  available = true,
  name,
}: { verified?: boolean; available?: boolean; name?: string } = {}) {
  const { id } = await createTestCompany({ is_verified: verified, name });
  await makeAvailable(id, [START], available);
  return id;
}

/** A new customer whose NC move runs from START to END. */
async function customerMovingInWindow() {
  const { customer, moveId } = await customerWithMove({ start: START, end: END });
  return { user: customer, moveId };
}

const bulk = (user: TestUser, move_request_id: string, moving_company_ids: string[]) =>
  callRoute(routes.requestQuotes, { token: user.accessToken, body: { move_request_id, moving_company_ids } });
const single = (user: TestUser, move_request_id: string, moving_company_id: string) =>
  callRoute(routes.requestQuote, { token: user.accessToken, body: { move_request_id, moving_company_id } });
const myQuotes = async (user: TestUser) => (await callRoute(routes.listMyQuotes, { token: user.accessToken })).body;
const companyIdsOf = (quotes: Array<{ moving_company_id: string }>) => quotes.map((q) => q.moving_company_id).sort();

describe('POST /api/quote/bulk', () => {
  it('creates QUOTE_REQUESTED quotes once per company (duplicates removed), shown by GET /my-quotes', async () => {
    const [a, b] = [await createCompany({ name: 'Alpha Movers' }), await createCompany()];
    const { user, moveId } = await customerMovingInWindow();
    const answer = await bulk(user, moveId, [a, b, a]);
    expect(answer.status).toBe(201);
    expect(companyIdsOf(answer.body)).toEqual([a, b].sort());
    const quotes = await myQuotes(user);
    expect(companyIdsOf(quotes)).toEqual([a, b].sort());
    const alpha = quotes.find((q) => q.moving_company_id === a)!;
    expect(alpha).toMatchObject({
      move_request_id: moveId,
      status: 'QUOTE_REQUESTED',
      price: null,
      top_price: null,
      description: null,
      quoted_by_name: null,
      moving_company: { id: a, name: 'Alpha Movers', state: 'NC' },
    });
    expect(alpha.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(alpha.updated_at).toBeTruthy();
    expect(alpha).not.toHaveProperty('customer_id');
  });

  it('skips companies already asked; with none left answers the spec message', async () => {
    const [a, c] = [await createCompany(), await createCompany()];
    const { user, moveId } = await customerMovingInWindow();
    expect((await bulk(user, moveId, [a])).status).toBe(201);
    const second = await bulk(user, moveId, [a, c]);
    expect(second.status).toBe(201);
    expect(companyIdsOf(second.body)).toEqual([c]);
    const third = await bulk(user, moveId, [a, c]);
    expect(third.status).toBe(400);
    expect(third.body.error).toBe('No companies available for quote requests.');
    expect(await myQuotes(user)).toHaveLength(2);
  });

  it('refuses more than 5 companies, storing nothing', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => createCompany()));
    const { user, moveId } = await customerMovingInWindow();
    const answer = await bulk(user, moveId, ids);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('You can request quotes from up to 5 companies at a time');
    expect(await myQuotes(user)).toEqual([]);
    expect((await bulk(user, moveId, [...ids.slice(0, 5), ids[0]])).status).toBe(201);
  });

  it('refuses unknown, unverified and unavailable companies by name, storing nothing', async () => {
    const good = await createCompany();
    const unverified = await createCompany({ verified: false, name: 'Unvetted Vans' });
    const busy = await createCompany({ available: false, name: 'Busy Bees Moving' });
    const unknown = ulid();
    const { user, moveId } = await customerMovingInWindow();
    const answer = await bulk(user, moveId, [good, unverified, busy, unknown]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('Unvetted Vans');
    expect(answer.body.error).toContain('Busy Bees Moving');
    expect(answer.body.error).toContain(unknown);
    expect(answer.body.error).not.toContain(good);
    expect(await myQuotes(user)).toEqual([]);
  });

  it("answers 404 for another customer's move and 403 to companies and admins", async () => {
    const a = await createCompany();
    const { moveId } = await customerMovingInWindow();
    const { user: other } = await customerMovingInWindow();
    expect((await bulk(other, moveId, [a])).status).toBe(404);
    expect((await single(other, moveId, a)).status).toBe(404);
    for (const role of ['MOVING_COMPANY', 'ADMIN'] as const) {
      const caller = await createTestUser({ role, profile: true });
      expect((await bulk(caller, moveId, [a])).status).toBe(403);
      expect((await single(caller, moveId, a)).status).toBe(403);
      expect((await callRoute(routes.listMyQuotes, { token: caller.accessToken })).status).toBe(403);
    }
  });

  it('ends parallel duplicate requests with one quote per company', async () => {
    const [a, b] = [await createCompany(), await createCompany()];
    const { user, moveId } = await customerMovingInWindow();
    const answers = await Promise.all(Array.from({ length: 5 }, () => bulk(user, moveId, [a, b])));
    const created = answers.filter((r) => r.status === 201).flatMap((r) => r.body);
    expect(companyIdsOf(created)).toEqual([a, b].sort());
    for (const r of answers.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('No companies available for quote requests.');
    }
    expect(companyIdsOf(await myQuotes(user))).toEqual([a, b].sort());
  });
});

describe('POST /api/quote', () => {
  it('requests one quote; asking the same company again is refused', async () => {
    const a = await createCompany();
    const { user, moveId } = await customerMovingInWindow();
    const first = await single(user, moveId, a);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ moving_company_id: a, move_request_id: moveId, status: 'QUOTE_REQUESTED' });
    const again = await single(user, moveId, a);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('No companies available for quote requests.');
    expect(await myQuotes(user)).toHaveLength(1);
  });

  it('GET /my-quotes is empty for a customer without a move request', async () => {
    const user = await createTestUser({ role: 'MOVER', profile: true });
    expect(await myQuotes(user)).toEqual([]);
  });
});
