import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom, storedQuote } from '@test/support/fixtures/quotes';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/**
 * A save that changes nothing writes nothing: no new updated_at, no red dot on the customer's
 * quotes. And a JSON null body is refused (it used to read as {}, an empty edit).
 */
const notificationCount = async (customer: TestUser) =>
  (await callRoute(routes.getQuoteNotificationCount, { token: customer.accessToken })).body.notification_count;
const NULL_BODY = 'The request body must be a JSON object, not null';

describe('an update with no change writes nothing', () => {
  it('an empty or repeated PATCH of a sent quote writes nothing and does not light the red dot; null is a 400', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    const patch = (call: { body?: unknown; rawBody?: string }) =>
      callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, ...call });
    expect((await patch({ body: { price: 300, top_price: 400, description: 'Two movers' } })).status).toBe(200);
    expect((await callRoute(routes.markQuotesViewed, { token: customer.accessToken })).status).toBe(200);
    const before = await storedQuote(moveId, company.id);

    for (const body of [{}, { status: 'QUOTED' }, { price: 300, top_price: 400, description: ' Two movers ' }]) {
      const answer = await patch({ body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ status: 'QUOTED', price: 300, updated_at: before!.updated_at });
    }
    const nulled = await patch({ rawBody: 'null' });
    expect(nulled).toMatchObject({ status: 400, body: { error: NULL_BODY } });

    expect(await storedQuote(moveId, company.id)).toEqual(before);
    expect(await notificationCount(customer)).toBe(0);
    // A real change still sends it.
    expect((await patch({ body: { price: 350 } })).status).toBe(200);
    expect(await notificationCount(customer)).toBe(1);
  });

  it('PUT /move-request and PATCH /user with the stored values keep updated_at; null bodies are 400', async () => {
    const { customer, moveId } = await customerWithMove({ special: 'Piano' });
    const move = await callRoute(routes.getMoveRequest, { token: customer.accessToken, params: { id: moveId } });
    const same = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id: moveId },
      body: { special_considerations: 'Piano', start_date: move.body.date_range_start },
    });
    expect(same.status).toBe(200);
    expect(same.body.updated_at).toBe(move.body.updated_at);
    const nullMove = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id: moveId },
      rawBody: 'null',
    });
    expect(nullMove).toMatchObject({ status: 400, body: { error: NULL_BODY } });

    const user = await createTestUser({ role: 'MOVER', profile: true, firstName: 'Ann' });
    const profile = await callRoute(routes.getUser, { token: user.accessToken });
    const unchanged = await callRoute(routes.updateUser, {
      token: user.accessToken,
      params: { id: user.sub },
      body: { firstName: 'Ann', new_message_notifications: profile.body.new_message_notifications },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.updated_at).toBe(profile.body.updated_at);
    const nullUser = await callRoute(routes.updateUser, {
      token: user.accessToken,
      params: { id: user.sub },
      rawBody: 'null',
    });
    expect(nullUser).toMatchObject({ status: 400, body: { error: NULL_BODY } });
  });
});
