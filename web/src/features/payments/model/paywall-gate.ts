import { TIMINGS } from '@schemas/constants';
import { isRunningStatus, toClientSubscriptionStatus } from './subscription-status';

/*
 * The /paywall gate (spec section 4, Payment status gate): inactive → 'Access Restricted';
 * pending → 'Payment still processing', reloading every 3 s up to 3 times (counted in local
 * storage under refreshCount, so the count survives the reloads); then 'Payment not verified'.
 */

export const REFRESH_COUNT_KEY = 'refreshCount';

export type PaywallView = 'active' | 'inactive' | 'pending' | 'not-verified';

export function paywallView(rawStatus: string | null | undefined, refreshCount: number): PaywallView {
  const status = toClientSubscriptionStatus(rawStatus);
  if (isRunningStatus(status)) return 'active';
  if (status === 'pending') return refreshCount >= TIMINGS.paywallRefreshAttempts ? 'not-verified' : 'pending';
  return 'inactive';
}

/** The reloads done so far (0 when none, or when storage holds something else). */
export function readRefreshCount(storage: Storage = window.localStorage): number {
  try {
    const count = Number.parseInt(storage.getItem(REFRESH_COUNT_KEY) ?? '', 10);
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    // Storage blocked: a count that cannot be kept must not reload forever.
    return TIMINGS.paywallRefreshAttempts;
  }
}

export function writeRefreshCount(count: number, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(REFRESH_COUNT_KEY, String(count));
  } catch {
    // Storage blocked: the gate still works, it just cannot count across reloads.
  }
}

export function clearRefreshCount(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(REFRESH_COUNT_KEY);
  } catch {
    // Nothing to clear.
  }
}
