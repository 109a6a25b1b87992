import { describe, expect, it } from 'vitest';
import {
  arbitrationAvailable,
  ClaimDecisionBodySchema,
  claimClocks,
  claimFilingDeadline,
  claimItemsOf,
  CLAIM_MESSAGES,
  releasedValueLimit,
} from '@schemas/claims';

describe('the clocks of a claim (49 CFR 370)', () => {
  it('may be filed until 9 months after the delivery day, the month’s last day when it has no such date', () => {
    expect(claimFilingDeadline('2026-03-15')).toBe('2026-12-15');
    expect(claimFilingDeadline('2026-05-31')).toBe('2027-02-28');
    expect(claimFilingDeadline('2027-05-31')).toBe('2028-02-29');
    expect(CLAIM_MESSAGES.tooLate('2026-12-15')).toBe(
      'Claims for this move had to be filed by Dec 15, 2026 (9 months after delivery).',
    );
  });

  it('gives the company 30 days to acknowledge and 120 to decide, from the moment it was filed', () => {
    expect(claimClocks('2026-12-06T15:00:00.000Z')).toEqual({
      acknowledge_by: '2027-01-05T15:00:00.000Z',
      decide_by: '2027-04-05T15:00:00.000Z',
    });
  });
});

describe('what a claim may be paid', () => {
  it('under released value, 60 cents a pound per item: a 400 lb refrigerator $240', () => {
    expect(releasedValueLimit(400)).toBe(240);
    expect(releasedValueLimit(12.5)).toBe(7.5);
    expect(releasedValueLimit(null)).toBeNull();
    const items = [{ name: 'Refrigerator', weight_lb: 400, amount: 1_800 }];
    expect(claimItemsOf(items, 'RELEASED')[0].released_value_limit).toBe(240);
    expect(claimItemsOf(items, 'FULL_VALUE')[0].released_value_limit).toBeNull();
  });

  it('offers arbitration on interstate claims up to $10,000 only', () => {
    expect(arbitrationAvailable('INTERSTATE', 10_000)).toBe(true);
    expect(arbitrationAvailable('INTERSTATE', 10_000.01)).toBe(false);
    expect(arbitrationAvailable('NC_INTRASTATE', 500)).toBe(false);
    expect(arbitrationAvailable(undefined, 500)).toBe(false);
  });

  it('takes an amount to settle and a reason to decline', () => {
    expect(ClaimDecisionBodySchema.safeParse({ decision: 'REPAIR', amount: 300 }).success).toBe(true);
    expect(ClaimDecisionBodySchema.safeParse({ decision: 'REPLACE' }).error?.issues[0]?.message).toBe(
      CLAIM_MESSAGES.amountRequired,
    );
    expect(ClaimDecisionBodySchema.safeParse({ decision: 'DENY', reason: 'short' }).error?.issues[0]?.message).toBe(
      CLAIM_MESSAGES.denyReason,
    );
  });
});
