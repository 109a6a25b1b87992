import { beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { localS3Client } from '@infra/local/s3-client';
import { DEMO_ACCOUNTS } from '@infra/local/seed/demo-accounts';
import { DEMO_COMPANY_ID, NEW_COMPANY_ID, SEED_COMPANIES } from '@infra/local/seed/companies';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { signIn } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/** Runs the demo seed twice against the emulators, as `npm start` does on every start. */
let runs: Awaited<ReturnType<typeof import('@infra/local/seed/seed').seedDemoData>>[] = [];

beforeAll(async () => {
  const stack = currentStack();
  pointAtStack(); // the data layer writes to the emulators, as the seed and handlers do
  const { seedDemoData } = await import('@infra/local/seed/seed');
  const ctx = {
    userPoolId: stack.userPoolId,
    cognito: localCognitoClient(stack.cognitoPort),
    s3: localS3Client(stack.s3Port),
    imageBucket: stack.imageBucket,
  };
  runs = [await seedDemoData(ctx), await seedDemoData(ctx)];
}, 60_000);

describe('demo seed', () => {
  it('creates at least 12 companies with images and 90 days of availability, idempotently', async () => {
    expect(SEED_COMPANIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_COMPANIES.map((c) => c.state))).toEqual(new Set(['NC', 'SC']));
    expect(runs[0].companiesCreated).toBe(SEED_COMPANIES.length);
    expect(runs[0].imagesUploaded).toBe(SEED_COMPANIES.length * 2);
    expect(runs[0].availabilityDays).toBe(SEED_COMPANIES.length * 90);
    expect(runs[1]).toMatchObject({ companiesCreated: 0, imagesUploaded: 0, availabilityDays: 0, tokensCredited: 0 });
    const stack = currentStack();
    const objects = await localS3Client(stack.s3Port).send(
      new ListObjectsV2Command({ Bucket: stack.imageBucket, Prefix: 'seed/' }),
    );
    expect(objects.KeyCount).toBe(SEED_COMPANIES.length * 2);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))('%s signs in and GET /api/user answers its profile', async (_, account) => {
    const tokens = await signIn(account.email, account.password);
    const answer = await callRoute(routes.getUser, { token: tokens.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: account.email, role: account.role, firstName: account.firstName });
    if (account.role === 'MOVING_COMPANY') expect(answer.body.moving_company_id).toBe(account.movingCompanyId);
  });

  it('starts the demo company on pay-per-lead with 20 tokens, once; Fresh Start Movers has no plan', async () => {
    expect(runs[0].tokensCredited).toBe(20);
    const demo = await signIn('company@example.com', DEMO_ACCOUNTS[0]!.password);
    const details = await callRoute(routes.getSubscriptionDetails, { token: demo.accessToken, params: { id: DEMO_COMPANY_ID } });
    expect(details.body).toMatchObject({ planType: 'pay_per_lead_subscription_start', status: 'active', tokensRemaining: 20 });
    const fresh = await signIn('newcompany@example.com', DEMO_ACCOUNTS[0]!.password);
    const user = await callRoute(routes.getUser, { token: fresh.accessToken });
    expect(user.body).toMatchObject({ moving_company_id: NEW_COMPANY_ID, stripe_subscription_status: 'freeTrialEligible' });
    const none = await callRoute(routes.getSubscriptionDetails, { token: fresh.accessToken, params: { id: NEW_COMPANY_ID } });
    expect(none.body).toMatchObject({ planType: null, tokensRemaining: null });
  });

  it('puts each demo account in exactly its role group', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { accessToken } = await signIn(account.email, account.password);
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
      expect(claims['cognito:groups']).toEqual([account.role]);
    }
  });
});
