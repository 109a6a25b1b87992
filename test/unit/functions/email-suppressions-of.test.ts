import { describe, expect, it } from 'vitest';
import { suppressionsOf } from '@functions/notifications/record-email-suppression';

describe('suppressionsOf', () => {
  it('suppresses every complainer and permanent bounces only', () => {
    const bounce = (bounceType: 'Permanent' | 'Transient') => ({
      eventType: 'Bounce' as const,
      bounce: {
        bounceType,
        bounceSubType: 'MailboxFull',
        bouncedRecipients: [{ emailAddress: 'a@x.test' }, { emailAddress: 'b@x.test' }],
        feedbackId: 'f1',
      },
    });
    expect(suppressionsOf(bounce('Transient'))).toEqual([]);
    expect(suppressionsOf(bounce('Permanent')).map((s) => [s.email, s.reason, s.detail])).toEqual([
      ['a@x.test', 'BOUNCE', 'MailboxFull'],
      ['b@x.test', 'BOUNCE', 'MailboxFull'],
    ]);
    expect(
      suppressionsOf({
        eventType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: 'c@x.test' }], feedbackId: 'f2' },
      }),
    ).toEqual([{ email: 'c@x.test', reason: 'COMPLAINT', detail: 'complaint', feedbackId: 'f2' }]);
  });
});
