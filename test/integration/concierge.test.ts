import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

const profileOf = async (user: TestUser) => (await callRoute(routes.getUser, { token: user.accessToken })).body;
const upgrade = (caller: TestUser | undefined, userId: string) =>
  callRoute(routes.upgradeMoverToConcierge, { token: caller?.accessToken, params: { userId } });

describe('POST /api/upgrade-mover-to-concierge/{userId}', () => {
  it("upgrades the customer's own account, and GET /api/user shows it", async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    expect((await profileOf(customer)).is_concierge).toBe(false);

    const answer = await upgrade(customer, customer.sub);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, is_concierge: true });
    expect((await profileOf(customer)).is_concierge).toBe(true);
  });

  it('is idempotent: upgrading again answers 200 and changes nothing else', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    await upgrade(customer, customer.sub);
    const before = await profileOf(customer);

    const again = await upgrade(customer, customer.sub);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, is_concierge: true });
    const { updated_at: _after, ...after } = await profileOf(customer);
    const { updated_at: _before, ...beforeRest } = before;
    expect(after).toEqual(beforeRest);
  });

  it("refuses another customer's account (403) and leaves it untouched", async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const victim = await createTestUser({ role: 'MOVER', profile: true });
    const answer = await upgrade(customer, victim.sub);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('You can only upgrade your own account');
    expect((await profileOf(victim)).is_concierge).toBe(false);
    expect((await profileOf(customer)).is_concierge).toBe(false);
  });

  it('refuses companies and admins (403), even on their own id', async () => {
    for (const role of ['MOVING_COMPANY', 'ADMIN'] as const) {
      const user = await createTestUser({ role, profile: true });
      const answer = await upgrade(user, user.sub);
      expect(answer.status, role).toBe(403);
      expect(answer.body.error).toBe('Your account type cannot use this feature');
      expect((await profileOf(user)).is_concierge, role).toBe(false);
    }
  });

  it('answers 401 when the customer has no profile (every call checks it), and creates none', async () => {
    const customer = await createTestUser({ role: 'MOVER' });
    const answer = await upgrade(customer, customer.sub);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('Your account no longer exists. Please sign in again.');
    expect((await callRoute(routes.getUser, { token: customer.accessToken })).status).toBe(404);
  });

  it('answers 400 for an id that is not valid', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const answer = await upgrade(customer, 'not valid!');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/userId/);
    expect((await profileOf(customer)).is_concierge).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    expect((await upgrade(undefined, customer.sub)).status).toBe(401);
    expect((await profileOf(customer)).is_concierge).toBe(false);
  });
});
