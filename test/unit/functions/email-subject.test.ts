import { describe, expect, it } from 'vitest';
import { safeSubject } from '@functions/platform/email';

/** Every e-mail's subject passes safeSubject in sendEmail (docs/security.md, Invites and names). */
describe('safeSubject', () => {
  it('turns CR, LF, NUL, tabs and bidi overrides into one space', () => {
    expect(safeSubject('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
    expect(safeSubject('A\u0000B\tC\u202ED\u2028E')).toBe('A B C D E');
  });

  it('leaves an ordinary subject as it is', () => {
    expect(safeSubject('New quote from Zoë’s Movers — $1,200')).toBe('New quote from Zoë’s Movers — $1,200');
  });
});
