import { describe, expect, it } from 'vitest';
import {
  paywallView,
  readRefreshCount,
  REFRESH_COUNT_KEY,
  writeRefreshCount,
} from '@web/features/payments/model/paywall-gate';

/** A Map-backed Storage, or one that throws like a blocked localStorage. */
function memoryStorage(blocked = false): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new Error('SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (guard(), items.get(key) ?? null),
    setItem: (key, value) => (guard(), void items.set(key, value)),
    removeItem: (key) => (guard(), void items.delete(key)),
  };
}

describe('paywallView (spec section 4, Payment status gate)', () => {
  it('maps the statuses: freeTrialEligible, inactive, unknown and provider refusals restrict access', () => {
    for (const status of ['freeTrialEligible', 'inactive', null, 'canceled', 'past_due']) {
      expect(paywallView(status, 0), String(status)).toBe('inactive');
    }
    expect(paywallView('active', 0)).toBe('active');
  });

  it('pending refreshes 3 times, then says the payment is not verified', () => {
    expect(paywallView('pending', 0)).toBe('pending');
    expect(paywallView('pending', 2)).toBe('pending');
    expect(paywallView('pending', 3)).toBe('not-verified');
  });

  it('counts in storage under refreshCount; a blocked storage never reloads forever', () => {
    const storage = memoryStorage();
    expect(readRefreshCount(storage)).toBe(0);
    writeRefreshCount(2, storage);
    expect(storage.getItem(REFRESH_COUNT_KEY)).toBe('2');
    expect(readRefreshCount(storage)).toBe(2);
    storage.setItem(REFRESH_COUNT_KEY, 'garbage');
    expect(readRefreshCount(storage)).toBe(0);
    expect(readRefreshCount(memoryStorage(true))).toBe(3);
  });
});
