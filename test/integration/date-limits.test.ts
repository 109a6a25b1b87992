import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { DATE_LIMIT_MESSAGES } from '@schemas/date-limits';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { testLocation } from '@test/support/fixtures/locations';
import { createMove, customerWithMove } from '@test/support/fixtures/moves';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/**
 * Every month of a move's range or a search window costs a Query, so both are capped at two
 * years in the contract and no date may lie more than ten years ahead (schemas/date-limits.ts):
 * a clear 400, and nothing stored.
 */
const moveBody = (start: string, end: string) => ({
  from_location: testLocation(),
  to_location: testLocation({ address: '9 Elm Ave', zip: '27701' }),
  start_date: start,
  end_date: end,
  special_considerations: '',
  is_packing_required: false,
});

let companyUser: TestUser;
beforeAll(async () => {
  ({ user: companyUser } = await companyWithUser({ state: 'NC' }));
});

describe('date ranges have an upper bound', () => {
  it('refuses a move until 9999-12-31 and a move longer than two years, and stores nothing', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const forever = await callRoute(routes.createMoveRequest, {
      token: customer.accessToken,
      body: moveBody(dayFromToday(10), '9999-12-31'),
    });
    expect(forever.status).toBe(400);
    expect(forever.body.fields!.end_date).toBe(DATE_LIMIT_MESSAGES.tooFarAhead);
    const long = await callRoute(routes.createMoveRequest, {
      token: customer.accessToken,
      body: moveBody(dayFromToday(10), dayFromToday(10 + 731)),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(`end_date: ${DATE_LIMIT_MESSAGES.moveRangeTooLong}`);
    expect((await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).body).toBeNull();
    // Exactly two years (731 days counted inclusively) is allowed.
    await createMove(customer, { start: dayFromToday(10), end: dayFromToday(10 + 730) });
  });

  it('refuses a PUT that stretches the stored range beyond two years, leaving the request untouched', async () => {
    const { customer, moveId } = await customerWithMove({ start: dayFromToday(20), end: dayFromToday(22) });
    const stretched = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id: moveId },
      body: { end_date: dayFromToday(20 + 731) },
    });
    expect(stretched.status).toBe(400);
    expect(stretched.body.error).toBe(`end_date: ${DATE_LIMIT_MESSAGES.moveRangeTooLong}`);
    const far = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id: moveId },
      body: { end_date: '9999-12-31' },
    });
    expect(far.status).toBe(400);
    const stored = await callRoute(routes.getMoveRequest, { token: customer.accessToken, params: { id: moveId } });
    expect(stored.body).toMatchObject({ date_range_start: dayFromToday(20), date_range_end: dayFromToday(22) });
  });

  it('refuses a lead search window longer than two years or ending beyond ten years', async () => {
    const search = (body: Record<string, unknown>) =>
      callRoute(routes.searchMoveRequests, { token: companyUser.accessToken, body });
    const wide = await search({ startDate: dayFromToday(1), endDate: dayFromToday(1 + 731) });
    expect(wide.status).toBe(400);
    expect(wide.body.error).toBe(`endDate: ${DATE_LIMIT_MESSAGES.searchWindowTooLong}`);
    const forever = await search({ startDate: dayFromToday(1), endDate: '9999-12-31' });
    expect(forever.status).toBe(400);
    expect(forever.body.fields!.endDate).toBe(DATE_LIMIT_MESSAGES.tooFarAhead);
    expect((await search({ startDate: dayFromToday(1), endDate: dayFromToday(1 + 730) })).status).toBe(200);
  });
});
