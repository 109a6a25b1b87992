import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@schemas/constants';
import { MOVE_REQUEST_DAILY_LIMIT_MESSAGE } from '@schemas/move-requests';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { dayFromToday } from '@test/support/fixtures/dates';
import { storedLocation, testLocation } from '@test/support/fixtures/locations';
import { createMove } from '@test/support/fixtures/moves';
import { createTestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * At most LIMITS.moveRequestsPerDay move requests posted per customer per UTC day: a
 * withdraw and re-post loop cannot keep re-sending quote requests. The count is
 * in the database (daily-quotas.ts), taken in the create transaction.
 */

let quotas: typeof import('@functions/core/data/limits/daily-quotas');
let writes: typeof import('@functions/core/data/move-request/move-request-writes');

beforeAll(async () => {
  pointAtStack();
  quotas = await import('@functions/core/data/limits/daily-quotas');
  writes = await import('@functions/core/data/move-request/move-request-writes');
});

describe('POST /move-request daily limit', () => {
  it('answers 429 with a message to the 4th request of the day, and stores nothing', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    for (let i = 0; i < LIMITS.moveRequestsPerDay; i++) {
      await createMove(customer);
      expect((await callRoute(routes.withdrawMyMoveRequest, { token: customer.accessToken })).status).toBe(200);
    }
    const refused = await callRoute(routes.createMoveRequest, {
      token: customer.accessToken,
      body: {
        from_location: testLocation(),
        to_location: testLocation({ address: '9 Elm Ave', city: 'Durham', zip: '27701' }),
        start_date: dayFromToday(30),
        end_date: dayFromToday(30),
        special_considerations: '',
        is_packing_required: false,
      },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error).toBe(MOVE_REQUEST_DAILY_LIMIT_MESSAGE);
    expect((await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).body).toBeNull();
  });

  it('counts per UTC day: the next day the customer may post again', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const loc = storedLocation('01JLOCLIMIT00000000000000', {
      address: '1 Oak St',
      city: 'Raleigh',
      zip: '27601',
      unit_level_start: 1,
    });
    const fields = {
      from_location: loc,
      to_location: loc,
      start_date: dayFromToday(40),
      end_date: dayFromToday(40),
      special_considerations: '',
      is_packing_required: false,
    };
    const today = new Date();
    for (let i = 0; i < LIMITS.moveRequestsPerDay; i++) {
      await quotas.takeDailySlot({
        kind: 'MOVE_REQUESTS',
        owner: customer.sub,
        limit: LIMITS.moveRequestsPerDay,
        now: today,
      });
    }
    expect(await writes.createMoveRequestForUser(customer.sub, `01JLIMIT${Date.now()}A`, fields, today)).toEqual({
      ok: false,
      reason: 'dailyLimit',
    });
    const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
    const next = await writes.createMoveRequestForUser(customer.sub, `01JLIMIT${Date.now()}B`, fields, tomorrow);
    expect(next.ok).toBe(true);
  });

  it('is race-safe: of 10 parallel takes of a limit of 3, exactly 3 succeed', async () => {
    const owner = `race-${Date.now()}`;
    const taken = await Promise.all(
      Array.from({ length: 10 }, () => quotas.takeDailySlot({ kind: 'MOVE_REQUESTS', owner, limit: 3 })),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
  });
});
