import { Entity, Service, type EntityItem } from 'electrodb';
import type { QuoteStatus } from '@schemas/enums';
import { quoteEntity, quoteEstimate, type QuoteItem } from './quotes';
import { estimateViewOrNull } from '@schemas/estimate-totals';
import { statusIn } from '@functions/core/data/status-condition';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import type { ArrivalWindow, BookedTerms } from '@schemas/bookings';
import type { BookingPayment } from '@schemas/deposits';
import type { InventorySummary } from '@schemas/inventory';
import { moveRequestBookedItem, moveRequestUnbookedItem } from '@functions/core/data/move-request/move-requests';
import { bookedMoveItem, cancelBookedMoveItem, type BookingCancellation } from './booked-moves';
import { releaseCrewItem, takeCrewItem } from './day-capacity';

/**
 * The customer's one booking (spec section 4: a customer holds one booking at a time).
 * Key USER#<customerId> / BOOKING: a lock item next to the profile. Booking creates it and
 * sets the quote BOOKED in one transaction, so of any number of parallel bookings exactly
 * one commits; cancelling deletes it and sets the quote CANCELLED in one transaction.
 */
export const bookingEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'booking', version: '1', service: 'movematch' },
        attributes: {
          customer_id: { type: 'string', required: true, readOnly: true },
          quote_id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          /** Kept here so the "already booked with {company}" answer needs no second read. */
          company_name: { type: 'string', required: true },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          byCustomer: {
            pk: { field: 'pk', composite: ['customer_id'], template: 'USER#${customer_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'BOOKING', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type BookingItem = EntityItem<ReturnType<typeof bookingEntity>>;

const bookingService = lazyEntity(
  () => new Service({ booking: bookingEntity(), quote: quoteEntity() }, entityConfig()),
);

export async function findBooking(customerId: string): Promise<BookingItem | null> {
  const { data } = await bookingEntity().get({ customer_id: customerId }).go({ consistent: true });
  return data ?? null;
}

export type BookOutcome =
  | { ok: true }
  /** The customer already holds a booking (with this or another company). */
  | { ok: false; existingBooking: { companyName: string; quoteId: string } }
  /** The company has no crew left on the day. */
  | { ok: false; reason: 'day_full' }
  /** The quote's status or terms were not the expected ones (changed meanwhile, or never bookable). */
  | { ok: false; reason: 'status' }
  /** The customer saved their inventory between the read of the terms and the booking. */
  | { ok: false; reason: 'inventory_changed' };

/** The terms a customer approved: the booking is made only while the quote still says them. */
export interface QuoteTerms {
  price: number;
  top_price: number | null;
  description: string | null;
}

/** What a booking fixes: the day, the arrival window, the terms as booked, and the crews the day has. */
export interface BookingPlan {
  move_day: string;
  arrival_window: ArrivalWindow;
  terms: BookedTerms;
  crews_per_day: number;
  /** The quote's updated_at as read when the terms were taken: any write since refuses the booking. */
  unchanged_since?: string;
  /**
   * The move request's inventory version as read for the terms (null: none): an inventory saved
   * since refuses the booking, so the snapshot names the version the customer booked with.
   */
  inventory_version_read?: number | null;
  /** The deposit paid through MoveMatch (a protected-payment booking); absent when paid directly. */
  payment?: BookingPayment;
}

/**
 * The quote's terms as a booking freezes them (the snapshot on the booked move), with the move's
 * inventory as it stands (`inventory`: its version and totals, null when none) and the version
 * the quote was made for.
 */
export function bookedTermsOf(quote: QuoteItem, inventory: InventorySummary | null = null): BookedTerms {
  return {
    price: quote.price!,
    top_price: quote.top_price ?? null,
    description: quote.description ?? null,
    estimate: estimateViewOrNull(quoteEstimate(quote)),
    inventory: inventory && { ...inventory, quoted_version: quote.quoted_inventory_version ?? null },
  };
}

/**
 * The items of a booking, for one TransactWriteItems (named, to read a refusal):
 * - lock: the customer's booking lock (attribute_not_exists), one booking per customer;
 * - quote: BOOKED only if its status is one of `from`, it is not payment-pending, and its price,
 *   range end and description are the booked terms (and, given, it was not written since);
 * - move: the booked move with the day, window and terms snapshot (booked-moves.ts);
 * - day: a crew of the company on that day, while fewer than crews_per_day are booked;
 * - moveRequest: the move marked booked by this quote (out of lead search, no new quotes), while
 *   its inventory is at the version read with the terms, when one was read.
 */
export function bookingItems(
  quote: QuoteItem,
  companyName: string,
  from: readonly QuoteStatus[],
  plan: BookingPlan,
  options: { customerLastName?: string } = {},
): { lock: TransactItem; quote: TransactItem; move: TransactItem; day: TransactItem; moveRequest: TransactItem } {
  const { customerLastName } = options;
  const { terms } = plan;
  const lock = bookingEntity().create({
    customer_id: quote.customer_id,
    quote_id: quote.id,
    move_request_id: quote.move_request_id,
    moving_company_id: quote.moving_company_id,
    company_name: companyName,
  });
  const booked = quoteEntity()
    .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
    .set({ status: 'BOOKED', ...(customerLastName ? { customer_last_name: customerLastName } : {}) })
    // The customer's booking supersedes the company's mark (companyStatus is BOOKED either way).
    .remove(['company_marked_booked_at'])
    .where(statusIn(from))
    // A payment-pending quote has not reached the customer yet.
    .where((attr, op) => op.notExists(attr.payment_pending_since))
    .where((attr, op) =>
      [
        op.eq(attr.price, terms.price),
        terms.top_price === null ? op.notExists(attr.top_price) : op.eq(attr.top_price, terms.top_price),
        terms.description === null ? op.notExists(attr.description) : op.eq(attr.description, terms.description),
        ...(plan.unchanged_since ? [op.eq(attr.updated_at, plan.unchanged_since)] : []),
      ].join(' AND '),
    );
  const move = bookedMoveItem({
    quote_id: quote.id,
    move_request_id: quote.move_request_id,
    moving_company_id: quote.moving_company_id,
    customer_id: quote.customer_id,
    company_name: companyName,
    move_day: plan.move_day,
    arrival_window: plan.arrival_window,
    terms,
    ...(plan.payment ? { payment: plan.payment } : {}),
  });
  const day = takeCrewItem(quote.moving_company_id, plan.move_day, quote.id, plan.crews_per_day);
  const moveRequest = moveRequestBookedItem(quote.move_request_id, quote.id, plan.inventory_version_read);
  return { lock: transactItem(lock), quote: transactItem(booked), move, day, moveRequest };
}

/**
 * Books a quote atomically (bookingItems in one transaction): of any number of parallel
 * bookings exactly one commits, and a day never gets more bookings than the company's crews.
 * Customers book from QUOTED or INVITED_TO_BOOK. Never read-then-write.
 */
export async function bookQuote(
  quote: QuoteItem,
  companyName: string,
  from: readonly QuoteStatus[],
  plan: BookingPlan,
  customerLastName?: string,
): Promise<BookOutcome> {
  const outcome = await transactWrite(bookingItems(quote, companyName, from, plan, { customerLastName }));
  if (outcome.ok) return { ok: true };
  if (outcome.refused('lock')) return refusedBooking(quote.customer_id);
  if (outcome.refused('day')) return { ok: false, reason: 'day_full' };
  if (outcome.refused('moveRequest')) return { ok: false, reason: 'inventory_changed' };
  return { ok: false, reason: 'status' };
}

/** Why a booking transaction was cancelled: the customer's existing booking, else the status. */
export async function refusedBooking(customerId: string): Promise<BookOutcome> {
  const existing = await findBooking(customerId);
  if (existing)
    return { ok: false, existingBooking: { companyName: existing.company_name, quoteId: existing.quote_id } };
  return { ok: false, reason: 'status' };
}

/**
 * The company's 'Mark as Booked': its own record only. The quote gets the company's mark and
 * the customer's side becomes INVITED_TO_BOOK (the customer confirms with their own booking);
 * the customer's lock is only checked, never taken, so the contact stays hidden and the
 * customer stays free to book any company. One transaction: a ConditionCheck that the customer
 * holds no booking, and the quote's update if its status is still one of `from` and unmarked.
 */
export async function markBookedByCompany(quote: QuoteItem, from: readonly QuoteStatus[]): Promise<BookOutcome> {
  const { canceled } = await bookingService()
    .transaction.write(({ booking, quote: quotes }) => [
      booking
        .check({ customer_id: quote.customer_id })
        .where((attr, op) => op.notExists(attr.quote_id))
        .commit(),
      quotes
        .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
        .set({ status: 'INVITED_TO_BOOK', company_marked_booked_at: nowIso() })
        .where(statusIn(from))
        .where((attr, op) => op.notExists(attr.company_marked_booked_at))
        .commit(),
    ])
    .go();
  return canceled ? refusedBooking(quote.customer_id) : { ok: true };
}

/** A ConditionCheck for a transaction: the customer holds no booking at all. */
export function noBookingCheckItem(customerId: string): TransactItem {
  const { TransactItems } = bookingService()
    .transaction.write(({ booking }) => [
      booking
        .check({ customer_id: customerId })
        .where((attr, op) => op.notExists(attr.quote_id))
        .commit(),
    ])
    .params();
  return TransactItems[0];
}

/**
 * A ConditionCheck for a transaction: the customer holds a booking with another company than
 * this one (the lead can no longer be won; token refunds decide on it in the same transaction).
 */
export function bookedElsewhereCheckItem(customerId: string, companyId: string): TransactItem {
  const { TransactItems } = bookingService()
    .transaction.write(({ booking }) => [
      booking
        .check({ customer_id: customerId })
        .where((attr, op) => `${op.exists(attr.quote_id)} AND ${op.ne(attr.moving_company_id, companyId)}`)
        .commit(),
    ])
    .params();
  return TransactItems[0];
}

/**
 * Cancels the booking of this quote: deletes the customer's lock only if it is this quote's,
 * moves the quote from BOOKED to CANCELLED, and (for a booking with a day) marks the booked
 * move cancelled (only while it is UPCOMING; by the customer unless `cancellation` says the
 * company, with its reason) and gives the day's crew back, in one transaction.
 * False when the quote is not the customer's current booking or its move is no longer upcoming.
 */
export async function cancelBookedQuote(
  quote: QuoteItem,
  bookedDay?: string,
  cancellation: BookingCancellation = { by: 'customer' },
): Promise<boolean> {
  const outcome = await transactWrite({
    lock: transactItem(
      bookingEntity()
        .remove({ customer_id: quote.customer_id })
        .where((attr, op) => op.eq(attr.quote_id, quote.id)),
    ),
    quote: transactItem(
      quoteEntity()
        .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
        .set({ status: 'CANCELLED', cancelled_at: nowIso() })
        .where((attr, op) => op.eq(attr.status, 'BOOKED')),
    ),
    // A booking made before days were booked has neither.
    move: bookedDay ? cancelBookedMoveItem(quote.id, cancellation) : null,
    day: bookedDay ? releaseCrewItem(quote.moving_company_id, bookedDay, quote.id) : null,
    moveRequest: moveRequestUnbookedItem(quote.move_request_id, quote.id),
  });
  return outcome.ok;
}
