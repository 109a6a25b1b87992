import { describe, expect, it } from 'vitest';
import {
  arbitrationAvailable,
  ClaimDecisionBodySchema,
  claimClocks,
  claimFilingDeadline,
  claimItemsOf,
  claimStepDue,
  CLAIM_MESSAGES,
  CLAIM_PHOTOS_MAX,
  companyClaimsRecordOf,
  FileClaimBodySchema,
  companyClaimsRecordText,
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

  it('takes up to 8 photos, and an item may name the inventory line it was listed as', () => {
    const body = {
      items: [{ name: 'Clock', amount: 600, inventory_line: { room: 'Living room', name: 'Grandfather clock' } }],
      description: 'The glass door arrived shattered.',
    };
    expect(FileClaimBodySchema.parse(body).photo_media_ids).toEqual([]);
    const tooMany = Array.from({ length: CLAIM_PHOTOS_MAX + 1 }, (_, i) => `attachments/photo-${i}.png`);
    expect(FileClaimBodySchema.safeParse({ ...body, photo_media_ids: tooMany }).error?.issues[0]?.message).toBe(
      CLAIM_MESSAGES.tooManyPhotos,
    );
    expect(claimItemsOf(FileClaimBodySchema.parse(body).items, 'FULL_VALUE')[0].inventory_line).toEqual({
      room: 'Living room',
      name: 'Grandfather clock',
    });
    expect(claimItemsOf([{ name: 'Lamp', amount: 80 }], null)[0].inventory_line).toBeNull();
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

describe('the company page’s claims record', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
  const claim = (filed: number, decided?: number) => ({
    filed_at: day(filed),
    decided_at: decided === undefined ? null : day(decided),
  });

  it('shows from 5 claims: claims per 100 completed moves and the median days to settle', () => {
    expect(companyClaimsRecordOf([claim(0, 10), claim(0, 20), claim(0), claim(1, 31)], 40)).toBeNull();
    const record = companyClaimsRecordOf([claim(0, 10), claim(0, 20), claim(0), claim(1, 31), claim(2, 14)], 80);
    expect(record).toEqual({ claims: 5, completed_moves: 80, per_100_moves: 6.3, median_days_to_settle: 16 });
    expect(companyClaimsRecordText(record!)).toBe('Claims: 6.3 per 100 moves · settled in 16 days (median)');
    expect(companyClaimsRecordOf([claim(0), claim(0), claim(0), claim(0), claim(0)], 0)).toEqual({
      claims: 5,
      completed_moves: 0,
      per_100_moves: 0,
      median_days_to_settle: null,
    });
  });
});

describe('the step an open claim is due for (the daily check)', () => {
  const filedAt = '2026-01-01T12:00:00.000Z';
  const clock = { status: 'FILED' as const, filed_at: filedAt, ...claimClocks(filedAt) };
  const after = (days: number) => new Date(Date.parse(filedAt) + days * 86_400_000);

  it('reminds 7 days before acknowledging, then before deciding, each once', () => {
    expect(claimStepDue(clock, after(22))).toBeNull();
    expect(claimStepDue(clock, after(23))).toBe('ACKNOWLEDGE');
    const reminded = { ...clock, ack_reminded_at: after(23).toISOString() };
    expect(claimStepDue(reminded, after(25))).toBeNull();
    const acknowledged = { ...reminded, status: 'ACKNOWLEDGED' as const, update_sent_at: after(60).toISOString() };
    expect(claimStepDue(acknowledged, after(112))).toBeNull();
    expect(claimStepDue(acknowledged, after(113))).toBe('DECIDE');
  });

  it('sends the status every 60 days while open, and nothing once decided', () => {
    const acknowledged = { ...clock, status: 'ACKNOWLEDGED' as const, ack_reminded_at: after(23).toISOString() };
    expect(claimStepDue(acknowledged, after(59))).toBeNull();
    expect(claimStepDue(acknowledged, after(60))).toBe('UPDATE');
    const updated = {
      ...acknowledged,
      decide_reminded_at: after(113).toISOString(),
      update_sent_at: after(60).toISOString(),
    };
    expect(claimStepDue(updated, after(119))).toBeNull();
    expect(claimStepDue(updated, after(120))).toBe('UPDATE');
    expect(claimStepDue({ ...updated, status: 'SETTLED' }, after(400))).toBeNull();
  });
});
