import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { encodePng } from '@infra/local/seed/png';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { readInbox } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { duringOutage, setOutages } from '@test/support/faults/outages';
import { eventually } from '@test/support/eventually';
import { waitForEmail } from '@test/support/inbox';
import { eventsIdle, failedDeliveries } from '@test/support/stack-events';
import { accept, anonymousGet, objectExists, upload } from '@test/support/image-uploads';
import { createTestCompany } from '@test/support/fixtures/companies';
import { linkUserToCompany } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { MOVE_START, requestQuoteFrom } from '@test/support/fixtures/quotes';
import { createTestUser, uniqueEmail } from '@test/support/fixtures/users';
import { expected } from '@test/support/expected';

/*
 * Faults: S3 and SES stop answering (their emulators drop every connection,
 * lib/local/outages.ts). What a user meets is a clear 503 with a request id, never a 500; a
 * refused request changes nothing and works when sent again; and a failed e-mail never loses
 * the change that caused it (the event's delivery is retried, as EventBridge retries it).
 */

/** What every answer during an outage is: 503, the request id, and when to try again. */
function expectUnavailable(answer: { status: number; body: unknown; headers: Headers }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body).toMatchObject({ error: expected.any(String), requestId: expected.any(String) });
  expect(answer.headers.get('retry-after')).toBe('2');
}

afterAll(() => setOutages({ s3: false, ses: false }));

/** The QuoteStatusChanged target that sends the customer's e-mail (schemas/events.ts). */
const QUOTE_EMAIL_HANDLER = 'notifications/send-quote-status-email';

describe('S3 stops answering', () => {
  it('the image check answers 503 and accepts nothing; the same request succeeds once S3 is back', async () => {
    const owner = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const company = await createTestCompany();
    await linkUserToCompany(owner.sub, company.id);
    const mediaId = await upload(owner, 'logo', encodePng(400, 400, new Uint8Array(400 * 400 * 3).fill(90)));

    expectUnavailable(await duringOutage('s3', () => accept(owner, mediaId, 'logo')));
    // Nothing was decided: the upload waits in pending/, nothing is served.
    expect(await objectExists(`pending/${mediaId}`)).toBe(true);
    expect((await anonymousGet(mediaId)).status).not.toBe(200);

    expect((await accept(owner, mediaId, 'logo')).status).toBe(200);
    expect((await anonymousGet(mediaId)).status).toBe(200);
  }, 60_000);
});

describe('SES stops answering', () => {
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    admin = await createTestUser({ role: 'ADMIN', profile: true });
  });

  it('an invite (the one e-mail sent inline) answers 503 and leaves no account; sent again once SES is back, it goes through', async () => {
    const company = await createTestCompany({ is_verified: false, plan: 'none' });
    const email = uniqueEmail('invite-during-ses-outage');
    const body = { email, firstName: 'Otto', lastName: 'Outage', role: 'MOVING_COMPANY', movingCompanyId: company.id };
    const invite = () => callRoute(routes.inviteUserAsAdmin, { token: admin.accessToken, body });

    expectUnavailable(await duringOutage('ses', invite));
    const { userPoolId, cognitoPort } = currentStack();
    await expect(
      localCognitoClient(cognitoPort).send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email })),
    ).rejects.toThrow();

    const again = await invite();
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    await waitForEmail(email);
  }, 60_000);

  it('a quote sent while SES is down is stored at once, and its e-mail goes out once SES is back', async () => {
    const { customer, moveId } = await customerWithMove({ start: MOVE_START, end: dayFromToday(33) });
    const company = await createTestCompany();
    const owner = await createTestUser({ role: 'MOVING_COMPANY', profile: true, email: company.email });
    await linkUserToCompany(owner.sub, company.id);
    await requestQuoteFrom(customer, moveId, company.id, MOVE_START);
    const subject = `${company.name} sent you a quote`;

    await eventsIdle(); // the quote request's own e-mail is out: only the quote's e-mail meets the outage
    const failedBefore = await failedDeliveries(QUOTE_EMAIL_HANDLER);
    await setOutages({ ses: true });
    try {
      const sent = await callRoute(routes.sendCompanyQuote, {
        token: owner.accessToken,
        body: { move_request_id: moveId, moving_company_id: company.id, price: 1200 },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      // The change is the customer's to see right away; the e-mail waits for SES.
      const quotes = await callRoute(routes.listMyQuotes, { token: customer.accessToken });
      expect(quotes.body.find((q: { moving_company_id: string }) => q.moving_company_id === company.id)).toMatchObject({
        status: 'QUOTED',
        price: 1200,
      });
      // The first delivery and its first retry fail while SES is down.
      await eventually(
        () => failedDeliveries(QUOTE_EMAIL_HANDLER),
        (failed) => failed >= failedBefore + 2,
      );
      expect((await readInbox(currentStack().inboxPort)).filter((e) => e.subject.includes(subject))).toHaveLength(0);
    } finally {
      await setOutages({ ses: false });
    }

    await waitForEmail(customer.email, (e) => e.subject.includes(subject), 15_000);
    await eventsIdle(); // a second e-mail would be out by now
    expect(
      (await readInbox(currentStack().inboxPort)).filter(
        (e) => e.destination.to.includes(customer.email) && e.subject.includes(subject),
      ),
    ).toHaveLength(1);
  }, 60_000);
});
