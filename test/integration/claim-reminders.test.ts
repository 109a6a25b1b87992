import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { readInbox } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';
import { bookedMove, complete, moveDayPassed } from '@test/support/fixtures/booking-completion';

/*
 * The daily check of open claims (functions/bookings/claim-reminders.ts), run with a moved clock:
 * the company is reminded 7 days before it must acknowledge and decide, both sides get the status
 * every 60 days while it is open, each once, and a decided claim gets nothing more. Exclusive: the
 * job reads every open claim of the table.
 */

const DAY_MS = 86_400_000;
let job: typeof import('@functions/bookings/claim-reminders');

beforeAll(async () => {
  pointAtStack();
  job = await import('@functions/bookings/claim-reminders');
});

const mailsTo = async (to: string, subject: string) =>
  (await readInbox(currentStack().inboxPort)).filter(
    (mail) => mail.destination.to.includes(to) && mail.subject.includes(subject),
  );

/** Runs the daily check as if `days` had passed since the claim was filed, and waits for its e-mails. */
async function checkAfter(filedAt: string, days: number) {
  await job.sendDueClaimSteps(new Date(Date.parse(filedAt) + days * DAY_MS + 3_600_000));
  await eventsIdle();
}

describe('claim reminders and status updates', () => {
  it('reminds the company before each deadline, sends the 60-day status, each once, and stops once decided', async () => {
    const move = await bookedMove({ price: 1_100 });
    await moveDayPassed(move.quoteId, 2);
    expect((await complete(move.companyUser, move.quoteId, { final_price: 1_100 })).status).toBe(200);
    const filed = await callRoute(routes.fileClaim, {
      token: move.customer.accessToken,
      params: { id: move.quoteId },
      body: { items: [{ name: 'Desk', weight_lb: 60, amount: 300 }], description: 'The desk top is scratched deeply.' },
    });
    const filedAt = filed.body.filed_at;
    const company = move.companyUser.email;
    const customer = move.customer.email;
    const customerName = `${move.customer.firstName} ${move.customer.lastName}`;

    await checkAfter(filedAt, 1);
    expect(await mailsTo(company, `${customerName}'s claim`)).toEqual([]);

    await checkAfter(filedAt, 23);
    await checkAfter(filedAt, 23);
    expect((await mailsTo(company, `Acknowledge ${customerName}'s claim by`)).length).toBe(1);

    await callRoute(routes.acknowledgeClaim, { token: move.companyUser.accessToken, params: { id: move.quoteId } });
    await checkAfter(filedAt, 60);
    expect((await mailsTo(customer, 'still open')).length).toBe(1);
    expect((await mailsTo(company, `${customerName}'s claim is still open`)).length).toBe(1);

    await checkAfter(filedAt, 113);
    expect((await mailsTo(company, `Decide ${customerName}'s claim by`)).length).toBe(1);

    await callRoute(routes.decideClaim, {
      token: move.companyUser.accessToken,
      params: { id: move.quoteId },
      body: { decision: 'PAY', amount: 250 },
    });
    await checkAfter(filedAt, 200);
    expect((await mailsTo(customer, 'still open')).length).toBe(1);
  });
});
