import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { DEPOSIT_REFUND_REASONS, type DepositRefundReason } from '@schemas/deposits';
import type { BookingPlan } from '@functions/core/data/quote/bookings';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * The customer's deposit checkout: CUSTOMER#<id> / DEPOSIT_CHECKOUT, one at a time. Written when
 * the customer presses Book on a quote of a company with protected payment, before Stripe is
 * asked: it names the booking the deposit is for (`booking_id`, Stripe's transfer_group and the
 * checkout's idempotency key), the booking as the customer chose it (`plan`), the deposit and
 * when the checkout expires. Parallel presses of Book with the same choice read the one record,
 * so they open one checkout and make one charge. `outcome` is decided once, with a condition:
 * 'booked' when the paid deposit booked, 'refunded' (with the reason) before the refund is asked.
 */
export const depositCheckoutEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'depositCheckout', version: '1', service: 'movematch' },
        attributes: {
          customer_id: { type: 'string', required: true, readOnly: true },
          booking_id: { type: 'string', required: true },
          quote_id: { type: 'string', required: true },
          company_name: { type: 'string', required: true },
          /** Dollars, as the quote states it. */
          deposit: { type: 'number', required: true },
          /** The choice pressed (quote, day, window, valuation, terms read): a second press of the same choice reuses the checkout. */
          choice_key: { type: 'string', required: true },
          /** BookingPlan (bookings.ts) without the crews: day, window, the terms snapshot, the versions read. */
          plan: { type: 'any', required: true },
          /** Epoch seconds: the Stripe session's expires_at, decided here so every press asks Stripe the same. */
          expires_at: { type: 'number', required: true },
          session_id: { type: 'string' },
          outcome: { type: ['booked', 'refunded'] as const },
          reason: { type: DEPOSIT_REFUND_REASONS },
          refund_id: { type: 'string' },
          created_at: { type: 'string', default: nowIso },
        },
        indexes: {
          byCustomer: {
            pk: { field: 'pk', composite: ['customer_id'], template: 'CUSTOMER#${customer_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'DEPOSIT_CHECKOUT', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type DepositCheckoutItem = EntityItem<ReturnType<typeof depositCheckoutEntity>>;

export type DepositPlan = Omit<BookingPlan, 'crews_per_day'>;

export const depositPlanOf = (record: DepositCheckoutItem) => record.plan as DepositPlan;

export async function findDepositCheckout(customerId: string): Promise<DepositCheckoutItem | null> {
  const { data } = await depositCheckoutEntity().get({ customer_id: customerId }).go({ consistent: true });
  return data ?? null;
}

export interface NewDepositCheckout {
  customer_id: string;
  quote_id: string;
  company_name: string;
  deposit: number;
  choice_key: string;
  plan: DepositPlan;
  expires_at: number;
}

/**
 * Makes this choice the customer's deposit checkout, with a new booking id, unless `current`
 * changed meanwhile (the write is conditional on the record read): of parallel presses one
 * writes, and the others get null and read the winner's record.
 */
export async function claimDepositCheckout(
  checkout: NewDepositCheckout,
  current: DepositCheckoutItem | null,
): Promise<DepositCheckoutItem | null> {
  const record = { ...checkout, booking_id: randomUUID(), created_at: nowIso() };
  try {
    await depositCheckoutEntity()
      .put(record)
      .where((attr, op) => (current ? op.eq(attr.booking_id, current.booking_id) : op.notExists(attr.booking_id)))
      .go();
    return record;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** The Stripe session of the checkout (the same one for every press: Stripe answers an idempotent repeat alike). */
export async function setDepositSession(customerId: string, bookingId: string, sessionId: string): Promise<void> {
  await depositCheckoutEntity()
    .patch({ customer_id: customerId })
    .set({ session_id: sessionId })
    .where((attr, op) => op.eq(attr.booking_id, bookingId))
    .go();
}

/**
 * Decides the checkout's outcome once: true for the one caller that decided it, false when it
 * was decided before or the record now names another booking.
 */
export async function decideDepositCheckout(
  customerId: string,
  bookingId: string,
  outcome: { outcome: 'booked' } | { outcome: 'refunded'; reason: DepositRefundReason },
): Promise<boolean> {
  try {
    await depositCheckoutEntity()
      .patch({ customer_id: customerId })
      .set(outcome)
      .where((attr, op) => `${op.eq(attr.booking_id, bookingId)} AND ${op.notExists(attr.outcome)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export async function setDepositRefund(customerId: string, bookingId: string, refundId: string): Promise<void> {
  await depositCheckoutEntity()
    .patch({ customer_id: customerId })
    .set({ refund_id: refundId })
    .where((attr, op) => op.eq(attr.booking_id, bookingId))
    .go();
}
