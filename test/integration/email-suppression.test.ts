import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readInbox } from '@infra/local/ses-emulator';
import { currentStack } from '@test/support/current-stack';
import { createTestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';
import { waitForEmail } from '@test/support/inbox';

/*
 * An address that bounced for good or complained gets no more mail (docs/deploy.md, E-mail):
 * the local SES answers mail to its mailbox simulator as SES does, the feedback handler records
 * the suppression, and sendEmail sends nothing to it afterwards.
 */

const simulator = (box: 'bounce' | 'complaint' | 'success') => `${box}+${randomUUID()}@simulator.amazonses.com`;

const email = (to: string) => ({ to, subject: 'A test e-mail', text: 'Hello', html: '<p>Hello</p>' });

async function modules() {
  const [{ sendEmail }, { findEmailSuppression }] = await Promise.all([
    import('@functions/platform/email'),
    import('@functions/core/data/notifications/email-suppressions'),
  ]);
  return { sendEmail, findEmailSuppression };
}

const mailTo = async (to: string) =>
  (await readInbox(currentStack().inboxPort)).filter((stored) => stored.destination.to.includes(to));

beforeAll(() => {
  pointAtStack();
  process.env.SES_ENDPOINT = `http://127.0.0.1:${currentStack().inboxPort}`;
});

describe('e-mail suppression', () => {
  it('a permanent bounce suppresses the address: the next e-mail to it is not sent, in any letter case', async () => {
    const { sendEmail, findEmailSuppression } = await modules();
    const to = simulator('bounce');
    expect(await findEmailSuppression(to)).toBeNull();
    expect(await sendEmail(email(to))).toBe('sent');
    await eventsIdle();
    expect(await findEmailSuppression(to)).toMatchObject({ reason: 'BOUNCE', detail: 'General' });

    expect(await sendEmail(email(to))).toBe('suppressed');
    expect(await sendEmail(email(to.toUpperCase()))).toBe('suppressed');
    expect(await mailTo(to)).toHaveLength(1);
  });

  it('a complaint suppresses the address', async () => {
    const { sendEmail, findEmailSuppression } = await modules();
    const to = simulator('complaint');
    expect(await sendEmail(email(to))).toBe('sent');
    await eventsIdle();
    expect(await findEmailSuppression(to)).toMatchObject({ reason: 'COMPLAINT' });
    expect(await sendEmail(email(to))).toBe('suppressed');
    expect(await mailTo(to)).toHaveLength(1);
  });

  it('an address that takes its mail is never suppressed', async () => {
    const { sendEmail, findEmailSuppression } = await modules();
    const to = simulator('success');
    expect(await sendEmail(email(to))).toBe('sent');
    await eventsIdle();
    expect(await findEmailSuppression(to)).toBeNull();
    expect(await sendEmail(email(to))).toBe('sent');
    expect(await mailTo(to)).toHaveLength(2);
  });

  it("a new customer whose address bounces the welcome e-mail is suppressed by the stack's own handler", async () => {
    const { sendEmail, findEmailSuppression } = await modules();
    const to = simulator('bounce');
    await createTestUser({ role: 'MOVER', profile: true, email: to });
    await waitForEmail(to, (stored) => stored.subject === 'Welcome to MoveMatch');
    await eventsIdle();
    expect(await findEmailSuppression(to)).toMatchObject({ reason: 'BOUNCE' });
    expect(await sendEmail(email(to))).toBe('suppressed');
  });
});
