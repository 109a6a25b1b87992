import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRIPE_HANDLERS_OUTSIDE_PAYMENTS, handlerCallsStripe } from '@infra/constructs/stripe-users';
import { eventRules } from '@schemas/events';
import { scheduledJobs } from '@schemas/schedules';

/*
 * The event and scheduled handlers that get Stripe's keys in AWS (lib/constructs/stripe-users.ts)
 * are exactly those whose code reaches functions/platform/stripe.ts: a handler that calls Stripe
 * without the keys fails only once deployed (book-paid-deposit and hold-balances did).
 */

const ROOT = resolve(__dirname, '../../..');
const STRIPE_MODULE = join(ROOT, 'functions/platform/stripe.ts');
const ALIASES: Record<string, string> = {
  '@functions/': 'functions/',
  '@schemas/': 'schemas/',
  '@infra/': 'lib/',
};

/** Static, re-exported and dynamic imports of our own modules (packages are not followed). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g),
    ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    const base = alias
      ? join(ROOT, ALIASES[alias], specifier.slice(alias.length))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    return found ? [found] : [];
  });
}

function reachesStripe(handlerModule: string): boolean {
  const seen = new Set<string>();
  const queue = [join(ROOT, 'functions', `${handlerModule}.ts`)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (file === STRIPE_MODULE) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return false;
}

const handlers = [...new Set([...eventRules.map((r) => r.handler), ...scheduledJobs.map((j) => j.handler)])];

describe("Stripe's keys in AWS", () => {
  it('go to every event or scheduled handler whose code calls Stripe', () => {
    const missing = handlers.filter((handler) => reachesStripe(handler) && !handlerCallsStripe(handler));
    expect(missing).toEqual([]);
  });

  it('go to no handler outside functions/payments that does not call Stripe', () => {
    const needless = STRIPE_HANDLERS_OUTSIDE_PAYMENTS.filter((handler) => !reachesStripe(handler));
    expect(needless).toEqual([]);
  });

  it('the walk finds Stripe behind a handler that calls it, and not behind one that does not', () => {
    expect(reachesStripe('bookings/hold-balances')).toBe(true);
    expect(reachesStripe('notifications/send-welcome-email')).toBe(false);
  });
});
