import {
  AdminGetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@schemas/constants';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { signIn, signUpUser, TEST_PASSWORD, uniqueEmail, type TestUser } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Lapsed invites are freed on time (docs/security.md, Invites and names): the
 * hourly sweep frees every invite not accepted within LIMITS.inviteLapseDays, found by age on
 * its index; a sign-up at a lapsed invite's address frees it first (the PreSignUp trigger, run
 * by the local Cognito as by AWS); an acceptance racing the sweep keeps its account; two sweeps
 * at once free each address once. Time moves with the injectable clock, never with sleeps.
 */

let lifecycle: typeof import('@functions/companies');
let invites: typeof import('@functions/core/data/invites/company-invites');
let users: typeof import('@functions/core/data/user/users');
let coreInvites: typeof import('@functions/companies');
let serverCognito: () => CognitoIdentityProviderClient;

beforeAll(async () => {
  pointAtStack();
  const stack = currentStack();
  Object.assign(process.env, {
    USER_POOL_ID: stack.userPoolId,
    COGNITO_ENDPOINT: `http://127.0.0.1:${stack.cognitoPort}`,
  });
  lifecycle = await import('@functions/companies');
  invites = await import('@functions/core/data/invites/company-invites');
  users = await import('@functions/core/data/user/users');
  coreInvites = await import('@functions/companies');
  serverCognito = (await import('@functions/platform/aws/cognito')).cognitoClient;
});

const MINUTE = 60 * 1000;
const LAPSE = LIMITS.inviteLapseDays * 24 * 60 * MINUTE;
const fromNow = (ms: number) => new Date(Date.now() + ms);

const cognito = () => localCognitoClient(currentStack().cognitoPort);
const accountOf = (email: string) =>
  cognito()
    .send(new AdminGetUserCommand({ UserPoolId: currentStack().userPoolId, Username: email }))
    .then((account) => ({ status: account.UserStatus, enabled: account.Enabled }))
    .catch(() => null);

async function inviteBy(user: TestUser, companyId: string, email = uniqueEmail('sweep')) {
  const answer = await callRoute(routes.inviteCompanyUser, {
    token: user.accessToken,
    params: { id: companyId },
    body: { firstName: 'Lana', lastName: 'Lapse', email },
  });
  expect(answer.status).toBe(201);
  const mail = await waitForEmail(email, (m) => m.subject === 'You have been invited to MoveMatch');
  const temporaryPassword = mail.body.html!.match(/temporary password <b>([^<]+)<\/b>/)![1];
  return { email, id: answer.body.user.id, temporaryPassword };
}

/** What the invited person does on /login: the temporary password, then their own (the new-password challenge). */
async function accept(email: string, temporaryPassword: string) {
  const { clientId } = currentStack();
  const first = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
    }),
  );
  expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: first.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: TEST_PASSWORD },
    }),
  );
}

/**
 * Runs `action` once, right after the server's first `command` for this account answers (by
 * its e-mail or its sub): the moment another actor steps in. A real call on the real emulator,
 * placed exactly, instead of a race left to chance.
 */
function rightAfter(command: string, account: { email: string; id: string }, action: () => Promise<unknown>) {
  const client = serverCognito();
  const name = `test-right-after-${command}-${account.id}`;
  let fired = false;
  const outcome: { error?: unknown; done: boolean } = { done: false };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const username = (args.input as { Username?: string }).Username;
      if (!fired && context.commandName === command && (username === account.email || username === account.id)) {
        fired = true;
        await action().then(
          () => (outcome.done = true),
          (error: unknown) => (outcome.error = error),
        );
      }
      return result;
    },
    { step: 'initialize', name },
  );
  return { outcome, remove: () => client.middlewareStack.remove(name), fired: () => fired };
}

/** A sweep at the lapse and a minute, with `action` placed right after its `command` for the account. */
async function sweepWith(command: string, account: { email: string; id: string }, action: () => Promise<unknown>) {
  const hook = rightAfter(command, account, action);
  try {
    await lifecycle.sweepLapsedInvites(fromNow(LAPSE + MINUTE));
  } finally {
    hook.remove();
  }
  expect(hook.fired()).toBe(true);
  return hook.outcome;
}

async function signsUpAsCustomer(email: string) {
  const customer = await signUpUser({ email });
  const created = await callRoute(routes.createUser, {
    token: customer.accessToken,
    body: { firstName: 'Now', lastName: 'Customer', email, auth_id: customer.sub },
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ role: 'MOVER', moving_company_id: null });
}

describe('the lapse sweep', () => {
  it(`frees an invite ${LIMITS.inviteLapseDays} days and a minute old, not a minute younger: the address then signs up as a customer`, async () => {
    const { company, user } = await companyWithUser();
    const invited = await inviteBy(user, company.id);

    await lifecycle.sweepLapsedInvites(fromNow(LAPSE - MINUTE));
    expect(await accountOf(invited.email)).toEqual({ status: 'FORCE_CHANGE_PASSWORD', enabled: true });
    expect(await invites.findInvite(company.id, invited.id)).not.toBeNull();

    const swept = await lifecycle.sweepLapsedInvites(fromNow(LAPSE + MINUTE));
    expect(swept.freed).toBeGreaterThanOrEqual(1);
    expect(await accountOf(invited.email)).toBeNull();
    expect(await users.findUser(invited.id, { consistent: true })).toBeNull();
    expect(await invites.findInvite(company.id, invited.id)).toBeNull();
    expect(await invites.waitingInviteCount(company.id)).toBe(0);

    // Nothing left for a second run: idempotent.
    await lifecycle.sweepLapsedInvites(fromNow(LAPSE + MINUTE));
    expect(await invites.waitingInviteCount(company.id)).toBe(0);
    await signsUpAsCustomer(invited.email);
  });

  it('leaves an accepted invite alone: the account, its profile and its membership stay', async () => {
    const { company, user } = await companyWithUser();
    const invited = await inviteBy(user, company.id);
    await accept(invited.email, invited.temporaryPassword);

    await lifecycle.sweepLapsedInvites(fromNow(LAPSE + MINUTE));
    expect(await accountOf(invited.email)).toEqual({ status: 'CONFIRMED', enabled: true });
    expect(await users.findUser(invited.id, { consistent: true })).toMatchObject({ moving_company_id: company.id });
    await expect(signIn(invited.email)).resolves.toBeDefined();
    const people = (await callRoute(routes.listCompanyInvites, { token: user.accessToken, params: { id: company.id } }))
      .body;
    expect(people.invites).toEqual([]);
    expect(people.members.map((m: { email: string }) => m.email)).toContain(invited.email);
  });

  it('keeps an account accepted while the sweep was deciding (after its first read), and enables it again', async () => {
    const { company, user } = await companyWithUser();
    const invited = await inviteBy(user, company.id);
    const outcome = await sweepWith('AdminGetUserCommand', invited, () =>
      accept(invited.email, invited.temporaryPassword),
    );
    expect(outcome).toEqual({ done: true });
    expect(await accountOf(invited.email)).toEqual({ status: 'CONFIRMED', enabled: true });
    expect(await users.findUser(invited.id, { consistent: true })).toMatchObject({ moving_company_id: company.id });
    await expect(signIn(invited.email)).resolves.toBeDefined();
    expect(await invites.findInvite(company.id, invited.id)).toBeNull();
    expect(await invites.waitingInviteCount(company.id)).toBe(0);
  });

  it('refuses an acceptance once the sweep has blocked the account, and frees the address', async () => {
    const { company, user } = await companyWithUser();
    const invited = await inviteBy(user, company.id);
    const outcome = await sweepWith('AdminDisableUserCommand', invited, () =>
      accept(invited.email, invited.temporaryPassword),
    );
    expect(String(outcome.error)).toMatch(/disabled/i);
    expect(await accountOf(invited.email)).toBeNull();
    await signsUpAsCustomer(invited.email);
  });

  it('frees each address once when two sweeps run at once', async () => {
    const { company, user } = await companyWithUser();
    const first = await inviteBy(user, company.id);
    const second = await inviteBy(user, company.id);
    expect(await invites.waitingInviteCount(company.id)).toBe(2);

    const later = fromNow(LAPSE + MINUTE);
    await Promise.all([lifecycle.sweepLapsedInvites(later), lifecycle.sweepLapsedInvites(later)]);
    expect(await accountOf(first.email)).toBeNull();
    expect(await accountOf(second.email)).toBeNull();
    // Counted down once per invite: a double free would leave -2.
    expect(await invites.waitingInviteCount(company.id)).toBe(0);
  });
});

describe('invites stored before the lapse index', () => {
  it('are found by the sweep once the backfill (scripts/backfill-invite-lapse-index.ts, the local seed) has refiled them', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient } = await import('@functions/platform/aws/dynamodb');
    const { company, user } = await companyWithUser();
    const invited = await inviteBy(user, company.id);
    // The record as an older version stored it: no lapse index keys.
    await documentClient().send(
      new UpdateCommand({
        TableName: currentStack().tableName,
        Key: { pk: `COMPANY#${company.id}`, sk: `INVITE#${invited.id}` },
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      }),
    );
    await lifecycle.sweepLapsedInvites(fromNow(LAPSE + MINUTE));
    expect(await accountOf(invited.email)).toEqual({ status: 'FORCE_CHANGE_PASSWORD', enabled: true });

    const { backfillInviteLapseIndex } = await import('@functions/core/data/invites/invite-lapse-backfill');
    expect((await backfillInviteLapseIndex()).refiled).toBeGreaterThanOrEqual(1);
    await lifecycle.sweepLapsedInvites(fromNow(LAPSE + MINUTE));
    expect(await accountOf(invited.email)).toBeNull();
    expect(await invites.waitingInviteCount(company.id)).toBe(0);
  });
});

describe("sign-up at a lapsed invite's address", () => {
  /** An invite sent `age` ago (the invite's own clock), through the one invite code path. */
  async function inviteSentAgo(age: number) {
    const { company, user } = await companyWithUser();
    const email = uniqueEmail('signup-lapsed');
    const invited = await coreInvites.inviteCompanyUser({
      email,
      firstName: 'Lana',
      lastName: 'Lapse',
      company: { id: company.id, name: company.name },
      invitedBy: user.sub,
      now: fromNow(-age),
    });
    return { company, email, id: invited.id };
  }

  it('works at once: the sign-up frees the address first, without waiting for the sweep', async () => {
    const { company, email, id } = await inviteSentAgo(LAPSE + MINUTE);
    expect(await accountOf(email)).toEqual({ status: 'FORCE_CHANGE_PASSWORD', enabled: true });
    await signsUpAsCustomer(email);
    expect(await users.findUser(id, { consistent: true })).toBeNull();
    expect(await invites.findInvite(company.id, id)).toBeNull();
    expect(await invites.waitingInviteCount(company.id)).toBe(0);
  });

  it('is refused while the invite still waits, which stays as it was', async () => {
    const { company, email, id } = await inviteSentAgo(LAPSE - MINUTE);
    await expect(signUpUser({ email })).rejects.toMatchObject({ name: 'UsernameExistsException' });
    expect(await accountOf(email)).toEqual({ status: 'FORCE_CHANGE_PASSWORD', enabled: true });
    expect(await invites.findInvite(company.id, id)).not.toBeNull();
  });
});
