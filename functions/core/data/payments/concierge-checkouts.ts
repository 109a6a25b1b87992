import { Entity, type EntityItem } from 'electrodb';
import { CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import { CONCIERGE_STOP_REASONS, type ConciergeNotice, type ConciergeStopReason } from '@schemas/concierge';
import type { ArrivalWindow, BookedTerms } from '@schemas/bookings';
import { bookingItems, refusedBooking, type BookingPlan, type QuoteTerms } from '@functions/core/data/quote/bookings';
import { openConciergeCheckoutEntity } from './checkout-sessions';
import { isConditionalFailure } from '@functions/core/data/conditional';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { userEntity } from '@functions/core/data/user/users';

/**
 * What a concierge checkout pays for: CHECKOUT#<session> / CONCIERGE, next to the session's
 * record. Written when the customer presses Book, with the quote's terms as they approved them
 * (price, range end, description) and the company's name. `outcome` is decided once, with a
 * condition: 'booked' in the booking's own transaction, or 'refunded' (with the reason) before
 * the refund is asked of Stripe, so a payment delivered twice is settled once.
 */
export const conciergeCheckoutEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'conciergeCheckout', version: '1', service: 'movematch' },
        attributes: {
          session_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true, readOnly: true },
          quote_id: { type: 'string', required: true, readOnly: true },
          company_name: { type: 'string', required: true, readOnly: true },
          approved_price: { type: 'number', required: true, readOnly: true },
          approved_top_price: { type: 'number', readOnly: true },
          approved_description: { type: 'string', readOnly: true },
          /** The booking the customer chose when pressing Book: day, window and the terms with the estimate. */
          approved_move_day: { type: 'string', readOnly: true },
          approved_arrival_window: {
            type: 'map',
            readOnly: true,
            properties: { code: { type: 'string', required: true }, label: { type: 'string', required: true } },
          },
          approved_estimate: { type: 'any', readOnly: true },
          /**
           * The move's inventory when the customer pressed Book (the booking's terms keep it): its
           * version, 0 when the move had none; absent on checkouts recorded before inventories.
           */
          approved_inventory_version: { type: 'number', readOnly: true },
          approved_inventory: { type: 'any', readOnly: true },
          outcome: { type: ['booked', 'refunded'] as const },
          reason: { type: CONCIERGE_STOP_REASONS },
          refund_id: { type: 'string' },
          /** Set once the refund was made and the customer told (notice and e-mail event). */
          refunded_at: { type: 'string' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          bySession: {
            pk: { field: 'pk', composite: ['session_id'], template: 'CHECKOUT#${session_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'CONCIERGE', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type ConciergeCheckoutItem = EntityItem<ReturnType<typeof conciergeCheckoutEntity>>;

/** The terms the customer approved, as the booking condition compares them. */
export const approvedTerms = (record: ConciergeCheckoutItem): QuoteTerms => ({
  price: record.approved_price,
  top_price: record.approved_top_price ?? null,
  description: record.approved_description ?? null,
});

/** The booking the customer approved (day, window, terms with the estimate), for the paid booking's plan. */
export function approvedBooking(record: ConciergeCheckoutItem, crewsPerDay: number): BookingPlan | null {
  if (!record.approved_move_day || !record.approved_arrival_window) return null;
  return {
    move_day: record.approved_move_day,
    arrival_window: record.approved_arrival_window as ArrivalWindow,
    terms: {
      ...approvedTerms(record),
      estimate: (record.approved_estimate as BookedTerms['estimate']) ?? null,
      inventory: (record.approved_inventory as BookedTerms['inventory']) ?? null,
    },
    crews_per_day: crewsPerDay,
    // Booked only while the inventory is the one approved (an edit since refunds the $99).
    ...(record.approved_inventory_version === undefined
      ? {}
      : { inventory_version_read: record.approved_inventory_version || null }),
  };
}

/** Records what a new concierge session pays for: the quote and the booking as the customer saw them when pressing Book. */
export async function recordConciergeCheckout(
  sessionId: string,
  quote: QuoteItem,
  companyName: string,
  plan: Pick<BookingPlan, 'move_day' | 'arrival_window' | 'terms' | 'inventory_version_read'>,
): Promise<void> {
  if (quote.price === undefined) throw new Error(`Quote ${quote.id} has no price to approve`);
  await conciergeCheckoutEntity()
    .create({
      session_id: sessionId,
      customer_id: quote.customer_id,
      quote_id: quote.id,
      company_name: companyName,
      approved_price: quote.price,
      ...(quote.top_price !== undefined ? { approved_top_price: quote.top_price } : {}),
      ...(quote.description ? { approved_description: quote.description } : {}),
      approved_move_day: plan.move_day,
      approved_arrival_window: plan.arrival_window,
      ...(plan.terms.estimate ? { approved_estimate: plan.terms.estimate } : {}),
      approved_inventory_version: plan.inventory_version_read ?? 0,
      ...(plan.terms.inventory ? { approved_inventory: plan.terms.inventory } : {}),
    })
    .go();
}

export async function findConciergeCheckout(sessionId: string): Promise<ConciergeCheckoutItem | null> {
  const { data } = await conciergeCheckoutEntity().get({ session_id: sessionId }).go({ consistent: true });
  return data ?? null;
}

/** The session id of the customer's open concierge checkout (CUSTOMER#<id>/CONCIERGE_CHECKOUT): the one they may still pay. */
export async function findOpenConciergeCheckoutId(customerId: string): Promise<string | null> {
  const { data } = await openConciergeCheckoutEntity().get({ customer_id: customerId }).go({ consistent: true });
  return data?.session_id ?? null;
}

/** The customer's open concierge checkout, with what it pays for. */
export async function findOpenConciergeCheckout(customerId: string): Promise<ConciergeCheckoutItem | null> {
  const sessionId = await findOpenConciergeCheckoutId(customerId);
  return sessionId ? findConciergeCheckout(sessionId) : null;
}

export type ConciergeBookOutcome =
  | { ok: true }
  | { ok: false; reason: ConciergeStopReason }
  /** Another delivery decided this session first: read it again. */
  | { ok: false; decided: true };

/**
 * Books the paid concierge quote in one transaction: the booking items at the approved terms,
 * the session's outcome 'booked' (only if undecided), and on the profile the fee paid (the $99
 * counts only for a booking made) with the notice cleared, only while the profile still names
 * this move (a withdrawn move removes it). Refused: which condition says why.
 */
export async function bookPaidConciergeQuote(
  record: ConciergeCheckoutItem,
  quote: QuoteItem,
  plan: BookingPlan,
  customerLastName?: string,
): Promise<ConciergeBookOutcome> {
  const outcome = await transactWrite({
    ...bookingItems(quote, record.company_name, CUSTOMER_BOOKABLE_STATUSES, plan, { customerLastName }),
    checkout: transactItem(
      conciergeCheckoutEntity()
        .patch({ session_id: record.session_id })
        .set({ outcome: 'booked' })
        .where((attr, op) => op.notExists(attr.outcome)),
    ),
    profile: transactItem(
      userEntity()
        .patch({ id: quote.customer_id })
        .set({ concierge_fee_paid_at: nowIso() })
        .remove(['concierge_notice'])
        .where((attr, op) => op.eq(attr.move_request_id, quote.move_request_id)),
    ),
  });
  if (outcome.ok) return { ok: true };
  if (outcome.refused('checkout')) return { ok: false, decided: true };
  if (outcome.refused('profile')) return { ok: false, reason: 'move_withdrawn' };
  if (outcome.refused('lock')) {
    const held = await refusedBooking(quote.customer_id);
    if ('existingBooking' in held) return { ok: false, reason: 'booked_elsewhere' };
  }
  if (outcome.refused('day')) return { ok: false, reason: 'day_unavailable' };
  if (outcome.refused('moveRequest')) return { ok: false, reason: 'inventory_changed' };
  return { ok: false, reason: 'quote_changed' };
}

/** Decides 'refunded' for the session (only if undecided); false when another delivery decided first. */
export async function decideConciergeRefund(sessionId: string, reason: ConciergeStopReason): Promise<boolean> {
  try {
    await conciergeCheckoutEntity()
      .patch({ session_id: sessionId })
      .set({ outcome: 'refunded', reason })
      .where((attr, op) => op.notExists(attr.outcome))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export async function markConciergeRefunded(sessionId: string, refundId: string): Promise<void> {
  await conciergeCheckoutEntity()
    .patch({ session_id: sessionId })
    .set({ refund_id: refundId, refunded_at: nowIso() })
    .go();
}

/** Tells the customer on /quotes why their concierge checkout booked nothing (replaces an older notice). */
export async function setConciergeNotice(customerId: string, notice: Omit<ConciergeNotice, 'at'>): Promise<void> {
  try {
    await userEntity()
      .patch({ id: customerId })
      .set({ concierge_notice: { ...notice, at: nowIso() } })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error; // the profile is gone: nobody to tell
  }
}

export async function clearConciergeNotice(customerId: string): Promise<void> {
  try {
    await userEntity().patch({ id: customerId }).remove(['concierge_notice']).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
