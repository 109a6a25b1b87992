import { isConditionalFailure } from './conditional';

/*
 * Claims that make an at-least-once delivery act once (Stripe's webhook events, an event's
 * e-mails): a conditional put that takes the claim when there is none, or when an earlier one
 * was abandoned (never marked done and older than its lease: a crashed Lambda), so the
 * redelivery of an event whose handler died applies it after all.
 */

/** The attributes and operators of an ElectroDB where callback that a claim's condition uses. */
interface ClaimAttributes {
  event_id: unknown;
  claimed_at: unknown;
  done_at: unknown;
}
interface ClaimOperators {
  notExists(attribute: unknown): string;
  lt(attribute: unknown, value: number): string;
}

/** The condition of taking a claim at `now`: no claim yet, or an abandoned one. */
export const claimable =
  (now: number, leaseMs: number) =>
  (attr: ClaimAttributes, op: ClaimOperators): string =>
    `(${op.notExists(attr.event_id)} OR (${op.notExists(attr.done_at)} AND ${op.lt(attr.claimed_at, now - leaseMs)}))`;

/** True when the conditional put took the claim; false when it is done or being done elsewhere. */
export async function tookClaim(put: Promise<unknown>): Promise<boolean> {
  try {
    await put;
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
