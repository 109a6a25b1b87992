import type { StripeContext } from './context';
import { str, type FormObject } from './form-body';

/** What the emulator's REST and control routes are made of. */

export interface ApiRequest {
  method: string;
  params: string[];
  /** Query string for GET/DELETE, form body for POST, both parsed from Stripe's bracket notation. */
  input: FormObject;
  /** The Stripe-Account header: the connected account a call acts on (Connect). */
  account?: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  run: (ctx: StripeContext, request: ApiRequest) => unknown;
}

/** Stripe's list envelope; `limit` (default 10), newest first, and the next page after `starting_after`, as Stripe lists. */
export function listOf<T extends { created: number; id?: string }>(items: T[], url: string, input: FormObject) {
  const limit = Math.min(Math.max(Number(str(input.limit) ?? 10) || 10, 1), 100);
  // Reversed first so that, within one second, the newest still comes first (the sort is stable).
  const sorted = [...items].reverse().sort((a, b) => b.created - a.created);
  const after = str(input.starting_after);
  const from = after ? sorted.findIndex((item) => item.id === after) + 1 : 0;
  const page = sorted.slice(from, from + limit);
  return { object: 'list', data: page, has_more: sorted.length > from + limit, url };
}

export const ID = '([A-Za-z0-9_]+)';
