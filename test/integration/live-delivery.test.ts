import { afterEach, describe, expect, it } from 'vitest';
import { createTestUser } from '@test/support/fixtures/users';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { openLiveSocket, upgradeStatus, type LiveClient } from '@test/support/live-socket';
import { pointAtStack } from '@test/support/point-at-stack';

const open: LiveClient[] = [];
const connect = async (token: string) => {
  const client = await openLiveSocket(token);
  open.push(client);
  return client;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function connectionsOf(userId: string) {
  pointAtStack();
  const { connectionsOfUser } = await import('@functions/core/data/live-connections');
  return connectionsOfUser(userId);
}

describe('the live delivery socket (ws://<gateway>/ws?token=)', () => {
  it('opens for a valid access token and records the connection under the user and its company', async () => {
    const { company, user } = await companyWithUser();
    await connect(user.accessToken);
    const [connection, ...more] = await connectionsOf(user.sub);
    expect(more).toHaveLength(0);
    expect(connection).toMatchObject({ user_id: user.sub, role: 'MOVING_COMPANY', company_id: company.id });
    expect(connection!.ttl).toBeGreaterThan(Date.now() / 1000 + 60 * 60);

    const { connectionsOfCompany } = await import('@functions/core/data/live-connections');
    expect((await connectionsOfCompany(company.id)).map((c) => c.connection_id)).toEqual([connection!.connection_id]);
  });

  it('forgets the connection when the socket closes', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const client = await openLiveSocket(customer.accessToken);
    expect(await connectionsOf(customer.sub)).toHaveLength(1);
    await client.close();
    await expect.poll(() => connectionsOf(customer.sub).then((c) => c.length)).toBe(0);
  });

  it('refuses an absent or forged token with 401 and a user without a profile with 403', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    expect(await upgradeStatus(undefined)).toBe(401);
    expect(await upgradeStatus('not-a-token')).toBe(401);
    const [header, payload] = customer.accessToken.split('.');
    expect(await upgradeStatus(`${header}.${payload}.forged-signature`)).toBe(401);
    const noProfile = await createTestUser({ role: 'MOVER' });
    expect(await upgradeStatus(noProfile.accessToken)).toBe(403);
    expect(await upgradeStatus(customer.accessToken)).toBe(101);
  });
});
