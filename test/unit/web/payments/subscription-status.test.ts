import { describe, expect, it } from 'vitest';
import {
  describeSubscriptionStatus,
  toClientSubscriptionStatus,
} from '@web/features/payments/model/subscription-status';

describe('toClientSubscriptionStatus (spec section 4)', () => {
  it('stores freeTrialEligible as inactive', () => {
    expect(toClientSubscriptionStatus('freeTrialEligible')).toBe('inactive');
  });

  it('stores a missing value as unknown', () => {
    expect(toClientSubscriptionStatus(null)).toBe('unknown');
    expect(toClientSubscriptionStatus(undefined)).toBe('unknown');
    expect(toClientSubscriptionStatus('  ')).toBe('unknown');
  });

  it('passes every other value through as it is', () => {
    for (const value of ['inactive', 'pending', 'unknown', 'active', 'past_due']) {
      expect(toClientSubscriptionStatus(value)).toBe(value);
    }
  });
});

describe('describeSubscriptionStatus', () => {
  it('offers a subscription when there is none, and shows why', () => {
    expect(describeSubscriptionStatus('freeTrialEligible')).toMatchObject({
      status: 'inactive',
      label: 'Inactive',
      canChoose: true,
    });
    expect(describeSubscriptionStatus(null)).toMatchObject({ status: 'unknown', label: 'Unknown', canChoose: true });
  });

  it('does not offer one while a payment is processing or a subscription runs', () => {
    expect(describeSubscriptionStatus('pending')).toMatchObject({
      label: 'Pending',
      tone: 'waiting',
      canChoose: false,
    });
    expect(describeSubscriptionStatus('active')).toMatchObject({ label: 'Active', tone: 'active', canChoose: false });
    expect(describeSubscriptionStatus('trialing')).toMatchObject({ label: 'Active', canChoose: false });
  });

  it("names the provider's other statuses readably and lets the company choose again", () => {
    expect(describeSubscriptionStatus('past_due')).toMatchObject({
      status: 'past_due',
      label: 'Past due',
      canChoose: true,
    });
    expect(describeSubscriptionStatus('incompleteExpired')).toMatchObject({ label: 'Incomplete expired' });
  });
});
