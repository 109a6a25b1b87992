import { describe, expect, it } from 'vitest';
import { DUPLICATE_PLAN_REFUND_WINDOW_HOURS } from '@schemas/constants';
import { inDuplicateWindow } from '@functions/payments/duplicate-plan-refund';

/* The duplicate-month rule's window (functions/payments/duplicate-plan-refund.ts), at its edges. */

const START = 1_800_000_000; // epoch seconds
const at = (seconds: number) => (START + seconds) * 1000;
const WINDOW = DUPLICATE_PLAN_REFUND_WINDOW_HOURS * 3600;
const first = { billing_reason: 'subscription_create' } as const;

describe('inDuplicateWindow', () => {
  it('holds from the start until just before the window ends, in the first period', () => {
    expect(inDuplicateWindow({ start_date: START }, first, at(0))).toBe(true);
    expect(inDuplicateWindow({ start_date: START }, first, at(WINDOW - 1))).toBe(true);
  });

  it('ends when the window does', () => {
    expect(inDuplicateWindow({ start_date: START }, first, at(WINDOW))).toBe(false);
    expect(inDuplicateWindow({ start_date: START }, first, at(WINDOW + 3600))).toBe(false);
  });

  it('never holds after the first period (a renewal was billed)', () => {
    expect(inDuplicateWindow({ start_date: START }, { billing_reason: 'subscription_cycle' }, at(60))).toBe(false);
  });
});
