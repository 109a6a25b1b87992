/*
 * The subscription status a company sees on /profile and /paywall. Spec section 4: after a user fetch,
 * freeTrialEligible counts as inactive, a missing value as unknown, anything else as it is.
 */

export type SubscriptionTone = 'active' | 'waiting' | 'inactive' | 'unknown';

export interface SubscriptionStatusView {
  /** The status after the spec's mapping ('inactive', 'pending', 'unknown', 'active', ...). */
  status: string;
  label: string;
  tone: SubscriptionTone;
  message: string;
  /** Offer 'Choose a subscription': there is nothing running or on its way. */
  canChoose: boolean;
}

export function toClientSubscriptionStatus(raw: string | null | undefined): string {
  if (raw === null || raw === undefined || raw.trim() === '') return 'unknown';
  if (raw === 'freeTrialEligible') return 'inactive';
  return raw;
}

/** Provider statuses under which the company may use paid features. */
const RUNNING: ReadonlySet<string> = new Set(['active', 'trialing']);

export function isRunningStatus(status: string): boolean {
  return RUNNING.has(status);
}

/** 'past_due' → 'Past due' for statuses the provider adds that we have no words for. */
function humanise(status: string): string {
  const words = status
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeSubscriptionStatus(raw: string | null | undefined): SubscriptionStatusView {
  const status = toClientSubscriptionStatus(raw);
  if (RUNNING.has(status)) {
    return { status, label: 'Active', tone: 'active', message: 'Your subscription is active.', canChoose: false };
  }
  switch (status) {
    case 'pending':
      return {
        status,
        label: 'Pending',
        tone: 'waiting',
        message: 'Your payment is still processing. This usually takes a moment.',
        canChoose: false,
      };
    case 'inactive':
      return {
        status,
        label: 'Inactive',
        tone: 'inactive',
        message: 'You have no active subscription. Choose one to update your calendar and work with leads.',
        canChoose: true,
      };
    case 'unknown':
      return {
        status,
        label: 'Unknown',
        tone: 'unknown',
        message: 'We could not confirm a subscription for your company. Choose one to get started.',
        canChoose: true,
      };
    default:
      return {
        status,
        label: humanise(status),
        tone: 'inactive',
        message: 'Your subscription needs attention before you can update your calendar and work with leads.',
        canChoose: true,
      };
  }
}
