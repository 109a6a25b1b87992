import { describe, expect, it } from 'vitest';
import { alreadyBookedMessage, endSentence } from '@schemas/quotes';

describe('quote copy with company names', () => {
  it('never doubles the period of a name that ends with one', () => {
    expect(endSentence('Tar Heel Moving Co.')).toBe('Tar Heel Moving Co.');
    expect(endSentence('Cedar Moving')).toBe('Cedar Moving.');
    expect(alreadyBookedMessage('Tar Heel Moving Co.')).toBe(
      'You have already booked your move with Tar Heel Moving Co. Please cancel your existing booking before booking with a different company.',
    );
  });
});
