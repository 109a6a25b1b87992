import { describe, expect, it } from 'vitest';
import { CustomerPhoneSchema, PHONE_MESSAGES } from '@schemas/users';

describe("a customer's phone number", () => {
  it('takes a US number however it is typed and writes it one way', () => {
    for (const typed of [
      '9195550142',
      '919-555-0142',
      '(919) 555-0142',
      '919.555.0142',
      '+1 919 555 0142',
      ' 1-919-555-0142 ',
    ])
      expect(CustomerPhoneSchema.parse(typed)).toBe('(919) 555-0142');
  });

  it('refuses what is not a 10-digit US number', () => {
    for (const typed of ['', '555-0142', '919 555 01423', '+44 20 7946 0958', '919-CALL-NOW', '2 919 555 0142']) {
      const result = CustomerPhoneSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGES.invalid);
    }
  });
});
