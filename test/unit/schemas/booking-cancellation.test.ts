import { describe, expect, it } from 'vitest';
import {
  cancellationCostText,
  CUSTOMER_CANCELLATION_MESSAGES as M,
  customerCancellationReason,
  freeCancellation,
} from '@schemas/booking-cancellation';
import { formatCalendarDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';

/* What a customer's cancellation costs by the quote's terms, and the reason the company reads. */

describe('freeCancellation', () => {
  it('is free through the day before the move day less the free days (the deposit refund rule)', () => {
    expect(freeCancellation('2027-01-10', 3, '2027-01-06')).toEqual({ lastFreeDay: '2027-01-06', free: true });
    expect(freeCancellation('2027-01-10', 3, '2027-01-07')).toEqual({ lastFreeDay: '2027-01-06', free: false });
    // Zero free days: free until the day before the move.
    expect(freeCancellation('2027-01-10', 0, '2027-01-09').free).toBe(true);
    expect(freeCancellation('2027-01-10', 0, '2027-01-10').free).toBe(false);
    // Across a month and a year.
    expect(freeCancellation('2027-03-01', 1, '2027-02-01').lastFreeDay).toBe('2027-02-27');
    expect(freeCancellation('2027-01-01', 0, '2026-12-01').lastFreeDay).toBe('2026-12-31');
  });
});

describe('cancellationCostText', () => {
  const booking = { moveDay: '2027-01-10', freeDays: 3, deposit: 200, protectedPayment: true, company: 'Pine Movers' };
  const text = (over: Partial<typeof booking>, today: string) =>
    cancellationCostText({ ...booking, ...over }, today, formatCalendarDay, formatDollars);

  it('names the last free day and the deposit, by how it was paid', () => {
    expect(text({}, '2027-01-01')).toBe(M.freeWithDeposit('Jan 6, 2027', '$200'));
    expect(text({}, '2027-01-08')).toBe(M.paidWithDeposit('Jan 6, 2027', '$200', 'Pine Movers'));
    expect(text({ protectedPayment: false }, '2027-01-01')).toBe(M.freeDirect('Jan 6, 2027'));
    expect(text({ protectedPayment: false }, '2027-01-08')).toBe(M.paidDirect('Jan 6, 2027', 'Pine Movers'));
  });

  it('costs nothing without a deposit', () => {
    expect(text({ deposit: 0 }, '2027-01-09')).toBe(M.noDeposit);
  });
});

describe('customerCancellationReason', () => {
  it('joins the listed reason and the words, or is null without either', () => {
    expect(customerCancellationReason({ reason: 'other', details: 'Moving in with family' })).toBe(
      'Another reason: Moving in with family',
    );
    expect(customerCancellationReason({ details: 'Too far' })).toBe('Too far');
    expect(customerCancellationReason({ reason: 'plans_changed' })).toBe('My plans changed: I am not moving then');
    expect(customerCancellationReason({})).toBeNull();
  });
});
