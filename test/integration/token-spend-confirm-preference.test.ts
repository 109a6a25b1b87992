import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import type { TestUser } from '@test/support/fixtures/users';

/* 'Don't ask again' on the lead token confirmation is kept on the user, so every browser knows it. */

async function profileOf(user: TestUser) {
  const answer = await callRoute(routes.getUser, { token: user.accessToken });
  expect(answer.status).toBe(200);
  return answer.body;
}

const setPreference = (caller: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.updateUser, { token: caller.accessToken, params: { id }, body });

describe('PATCH /api/user/{id}: skip_token_spend_confirm', () => {
  it('is off until the user turns it on, and holds on a later read (another browser)', async () => {
    const { user } = await companyWithUser();
    expect((await profileOf(user)).skip_token_spend_confirm).toBe(false);
    const answer = await setPreference(user, user.sub, { skip_token_spend_confirm: true });
    expect(answer.status).toBe(200);
    expect(answer.body.skip_token_spend_confirm).toBe(true);
    expect((await profileOf(user)).skip_token_spend_confirm).toBe(true);
    expect((await setPreference(user, user.sub, { skip_token_spend_confirm: false })).status).toBe(200);
    expect((await profileOf(user)).skip_token_spend_confirm).toBe(false);
  });

  it("is the user's own: another user's is refused with 403 and stays as it was", async () => {
    const { user } = await companyWithUser();
    const colleague = await companyWithUser();
    const before = await profileOf(colleague.user);
    const answer = await setPreference(user, colleague.user.sub, { skip_token_spend_confirm: true });
    expect(answer.status).toBe(403);
    expect(await profileOf(colleague.user)).toEqual(before);
  });

  it('refuses a value that is not true or false (400) and stores nothing', async () => {
    const { user } = await companyWithUser();
    const before = await profileOf(user);
    const answer = await setPreference(user, user.sub, { skip_token_spend_confirm: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/skip_token_spend_confirm/);
    expect(await profileOf(user)).toEqual(before);
  });
});
