import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { book, customerWithQuotes, quoted, setQuote } from '@test/support/fixtures/quotes';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

const count = async (user: TestUser) => {
  const answer = await callRoute(routes.getQuoteNotificationCount, { token: user.accessToken });
  expect(answer.status).toBe(200);
  return answer.body.notification_count;
};
const markViewed = (user: TestUser) => callRoute(routes.markQuotesViewed, { token: user.accessToken });

describe('GET /api/quote-notification-count and POST /api/mark-quotes-viewed', () => {
  it('counts quotes a company changed since the last view; viewing clears it', async () => {
    const f = await customerWithQuotes(3);
    // Never viewed, only the customer's own requests: nothing to show.
    expect(await count(f.customer)).toBe(0);
    await quoted(f, 0);
    await setQuote(f.moveId, f.companies[1].id, 'INVITED_TO_BOOK', { price: 500 });
    expect(await count(f.customer)).toBe(2);

    const viewed = await markViewed(f.customer);
    expect(viewed.status).toBe(200);
    expect(Date.parse(viewed.body.quotes_viewed_at)).not.toBeNaN();
    expect(await count(f.customer)).toBe(0);

    await quoted(f, 2, 1500);
    expect(await count(f.customer)).toBe(1);
    await quoted(f, 0, 1100); // an edited quote counts again
    expect(await count(f.customer)).toBe(2);
    expect((await markViewed(f.customer)).status).toBe(200);
    expect(await count(f.customer)).toBe(0);

    // The customer's own booking changes a quote; the quotes page marks viewed after it.
    expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
    expect(await count(f.customer)).toBe(1);
  });

  it('answers 0 for a customer without a move request and 401 to a caller without a profile', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    expect(await count(customer)).toBe(0);
    expect((await markViewed(customer)).status).toBe(200);
    const noProfile = await createTestUser({ role: 'MOVER' });
    expect((await markViewed(noProfile)).status).toBe(401);
    expect((await callRoute(routes.getQuoteNotificationCount, { token: noProfile.accessToken })).status).toBe(401);
  });

  it('answers 401 without a token and 403 to companies and admins', async () => {
    for (const route of [routes.getQuoteNotificationCount, routes.markQuotesViewed]) {
      expect((await callRoute(route)).status).toBe(401);
      for (const role of ['MOVING_COMPANY', 'ADMIN'] as const) {
        const caller = await createTestUser({ role, profile: true });
        const answer = await callRoute(route, { token: caller.accessToken });
        expect(answer.status).toBe(403);
        expect(answer.body.error).toBe('Your account type cannot use this feature');
      }
    }
  });
});
