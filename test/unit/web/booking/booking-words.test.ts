import { describe, expect, it } from 'vitest';
import { COMPLETION_UI } from '@web/features/booking/completion-messages';
import { stageBadgeOf } from '@web/features/booking/model/booking-display';
import { bookingView } from './booking-fixture';

/* Small words of the booking page, as a person would write them (issue 40 item 16). */

describe('the stage badge', () => {
  it('tells the customer a completion is theirs to answer; the others read that it awaits the customer', () => {
    const pending = bookingView({ stage: 'COMPLETED_PENDING' });
    expect(stageBadgeOf(pending, 'customer').label).toBe('Completed: confirm or dispute');
    expect(stageBadgeOf(pending, 'company').label).toBe('Completed, awaiting the customer');
    expect(stageBadgeOf(pending, 'admin').label).toBe('Completed, awaiting the customer');
    expect(stageBadgeOf(bookingView({ stage: 'UPCOMING' }), 'customer').label).toBe('Upcoming');
  });
});

describe("the adjustments' hint", () => {
  it('names a reduction or an increase in plain dollars, never a signed amount', () => {
    expect(COMPLETION_UI.adjustmentsHint(-50)).toBe(
      'Explain the $50 reduction line by line; the adjustments must add up to it.',
    );
    expect(COMPLETION_UI.adjustmentsHint(120.5)).toBe(
      'Explain the $120.50 increase line by line; the adjustments must add up to it.',
    );
  });
});
