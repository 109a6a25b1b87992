import { batchGet } from '@functions/core/data/batch-reads';
import { Entity, type EntityItem } from 'electrodb';
import {
  BOOKING_STAGES,
  type ArrivalWindow,
  type BookedDay,
  type BookedTerms,
  type BookingStage,
} from '@schemas/bookings';
import type { BookingPayment } from '@schemas/deposits';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { CANCELLATION_SIDES, type CancellationSide } from '@schemas/booking-cancellation';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import { ledgerItems } from '@functions/core/data/payments/money-ledger';
import { movementsBetween } from '@schemas/ledger-movements';

/**
 * A booked move: the day, the arrival window and the quote's terms as booked (a snapshot the
 * company's later edits of the quote cannot change), and where the move stands. Keys (casing 'none'):
 * - main BOOKING#<quote_id> / BOOKING: the booking page reads it by the quote's id.
 * - gsi2 byCompany: COMPANY#<company id>#BOOKINGS / <move_day>#<quote_id>: a company's bookings by day.
 * - gsi3 byStage: BOOKINGSTAGE#<stage> / <stage_due>#<quote_id>: the scheduled jobs and the admin
 *   queues read one stage by due time (UPCOMING by move day, COMPLETED_PENDING by the customer's
 *   answer deadline, DISPUTED by when it was disputed).
 * Written in the booking's own transaction (bookings.ts); a cancelled booking stays as CANCELLED
 * and is replaced if the same quote is booked again.
 */
export const bookedMoveEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'bookedMove', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true },
          moving_company_id: { type: 'string', required: true },
          customer_id: { type: 'string', required: true },
          company_name: { type: 'string', required: true },
          move_day: { type: 'string', required: true },
          arrival_window: {
            type: 'map',
            required: true,
            properties: { code: { type: 'string', required: true }, label: { type: 'string', required: true } },
          },
          /** BookingPayment (schemas/deposits.ts): the deposit paid through MoveMatch; absent when paid directly. */
          payment: { type: 'any' },
          /** Counts the payment record's writes: each write is conditional on the count it read (updateBookingPayment). */
          payment_seq: { type: 'number' },
          /** BookedTerms (schemas/bookings.ts): price, top_price, description, estimate view. */
          terms: { type: 'any', required: true },
          stage: { type: BOOKING_STAGES, required: true },
          stage_due: { type: 'string', required: true },
          booked_at: { type: 'string', required: true },
          arrival_confirmed_at: { type: 'string' },
          reminder_sent_at: { type: 'string' },
          cancelled_at: { type: 'string' },
          /** Who cancelled (schemas/booking-cancellation.ts) and, for a company, why (told to the customer). */
          cancelled_by: { type: CANCELLATION_SIDES },
          cancellation_reason: { type: 'string' },
          /** The customer reported that the company did not come (schemas/booking-cancellation.ts). */
          no_show_reported_at: { type: 'string' },
          no_show_details: { type: 'string' },
          /** The company's pending change (booked-move-changes.ts): its id, for the decision's condition. */
          change_proposal_id: { type: 'string' },
          /** StoredChangeProposal (booked-move-changes.ts): the booking before and after, the reason. */
          change_proposal: { type: 'any' },
          /** The last decided proposals (DecidedChange[], schemas/booking-changes.ts), newest last. */
          change_history: { type: 'any' },
          /** After the move (booked-move-completion.ts): the company's final price and why it differs. */
          final_price: { type: 'number' },
          /** Adjustment[] (schemas/booking-completion.ts): line, signed amount, reason. */
          adjustments: { type: 'any' },
          completed_at: { type: 'string' },
          completion_confirmed_at: { type: 'string' },
          auto_confirmed: { type: 'boolean' },
          disputed_at: { type: 'string' },
          dispute_reason: { type: 'string' },
          dispute_photo_ids: { type: 'list', items: { type: 'string' } },
          /** The final price the customer named as fair when disputing. */
          dispute_fair_price: { type: 'number' },
          /** The company's side of the dispute, for the admin. */
          dispute_statement: { type: 'string' },
          dispute_statement_at: { type: 'string' },
          resolved_at: { type: 'string' },
          resolved_by: { type: 'string' },
          resolution_note: { type: 'string' },
          /** DisputeOutcome (schemas/booking-completion-view.ts); final_price is then the resolved price. */
          resolution_outcome: { type: ['company_price', 'customer_price', 'between'] as const },
          /** The company's final price before an admin's resolution changed it. */
          company_final_price: { type: 'number' },
          completion_reminder_sent_at: { type: 'string' },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byQuote: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'BOOKING#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'BOOKING', casing: 'none' },
          },
          byCompany: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}#BOOKINGS',
              casing: 'none',
            },
            sk: {
              field: 'gsi2sk',
              composite: ['move_day', 'quote_id'],
              template: '${move_day}#${quote_id}',
              casing: 'none',
            },
          },
          byStage: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['stage'], template: 'BOOKINGSTAGE#${stage}', casing: 'none' },
            sk: {
              field: 'gsi3sk',
              composite: ['stage_due', 'quote_id'],
              template: '${stage_due}#${quote_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type BookedMoveItem = EntityItem<ReturnType<typeof bookedMoveEntity>>;

/** The booked move's terms, typed (stored as a plain map). */
export const bookedTermsOf = (move: BookedMoveItem) => move.terms as BookedTerms;

/** The deposit paid through MoveMatch, or null for a booking paid directly. */
/** The booked day and window as the booking holds them now, and its stage (quote and lead cards). */
export const bookedDayOf = (move: BookedMoveItem): BookedDay => ({
  move_day: move.move_day,
  arrival_window: move.arrival_window as ArrivalWindow,
  stage: move.stage,
});

export const bookingPaymentOf = (move: BookedMoveItem) => (move.payment as BookingPayment | undefined) ?? null;

export interface NewBookedMove {
  quote_id: string;
  move_request_id: string;
  moving_company_id: string;
  customer_id: string;
  company_name: string;
  move_day: string;
  arrival_window: ArrivalWindow;
  terms: BookedTerms;
  payment?: BookingPayment;
}

/** Transaction item: the booked move, created (or replacing this quote's cancelled one). */
export function bookedMoveItem(move: NewBookedMove, now: Date = new Date()): TransactItem {
  return transactItem(
    bookedMoveEntity()
      .put({ ...move, stage: 'UPCOMING', stage_due: move.move_day, booked_at: now.toISOString() })
      .where((attr, op) => `(${op.notExists(attr.stage)} OR ${op.eq(attr.stage, 'CANCELLED')})`),
  );
}

/** Transaction item: the upcoming booked move cancelled. */
/** Who cancelled a booking and, for a company, why. */
export interface BookingCancellation {
  by: CancellationSide;
  reason?: string;
}

export function cancelBookedMoveItem(
  quoteId: string,
  cancellation: BookingCancellation = { by: 'customer' },
  now: Date = new Date(),
): TransactItem {
  const at = now.toISOString();
  const reason = cancellation.reason ? { cancellation_reason: cancellation.reason } : {};
  return transactItem(
    bookedMoveEntity()
      .patch({ quote_id: quoteId })
      .set({ stage: 'CANCELLED', stage_due: at, cancelled_at: at, cancelled_by: cancellation.by, ...reason })
      .where((attr, op) => op.eq(attr.stage, 'UPCOMING')),
  );
}

/**
 * Gives a booked move its payment record when it has none (the demo seed's protected moves; a
 * booking through the deposit checkout gets it in the booking's own transaction). False when it
 * has one already.
 */
export async function attachBookingPayment(quoteId: string, payment: BookingPayment): Promise<boolean> {
  try {
    await bookedMoveEntity()
      .patch({ quote_id: quoteId })
      .set({ payment })
      .where((attr, op) => op.notExists(attr.payment))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Changes a booking's payment record and books the movements of money the change stands for
 * (schemas/ledger-movements.ts) in one transaction, so the record and the ledger never disagree.
 * `change` gets the record as stored now and answers the new one (null: nothing to change); a
 * parallel writer in between makes it run again on the newer record, so no write is lost. A
 * movement already booked is left out. Answers the record written (or the one found).
 */
export async function updateBookingPayment(
  quoteId: string,
  change: (payment: BookingPayment, move: BookedMoveItem) => BookingPayment | null,
  now: Date = new Date(),
): Promise<BookingPayment | null> {
  for (let attempt = 1; ; attempt++) {
    const move = await findBookedMove(quoteId);
    const payment = move && bookingPaymentOf(move);
    if (!move || !payment) return null;
    const next = change(payment, move);
    if (!next) return payment;
    let entries = movementsBetween(payment, next, now.toISOString());
    const seq = move.payment_seq;
    for (;;) {
      const outcome = await transactWrite({
        move: transactItem(
          bookedMoveEntity()
            .patch({ quote_id: quoteId })
            .set({ payment: next, payment_seq: (seq ?? 0) + 1 })
            .where((attr, op) => (seq === undefined ? op.notExists(attr.payment_seq) : op.eq(attr.payment_seq, seq))),
        ),
        entries: ledgerItems(entries),
      });
      if (outcome.ok) return next;
      const index = outcome.refusedIndex('entries');
      if (outcome.refused('move') || index < 0 || index >= entries.length) break;
      entries = entries.filter((_, i) => i !== index);
    }
    if (attempt >= PAYMENT_WRITE_ATTEMPTS)
      throw new Error(`Payment record of ${quoteId} kept changing under this write`);
  }
}

const PAYMENT_WRITE_ATTEMPTS = 8;

export async function findBookedMove(quoteId: string): Promise<BookedMoveItem | null> {
  const { data } = await bookedMoveEntity().get({ quote_id: quoteId }).go({ consistent: true });
  return data ?? null;
}

/** Booked moves by quote id: one retrying BatchGet of BOOKING#<quote>/BOOKING (ids without one are left out). */
export async function findBookedMoves(quoteIds: string[]): Promise<BookedMoveItem[]> {
  const keys = [...new Set(quoteIds)].map((quote_id) => ({ quote_id }));
  return batchGet(keys, async (round) => {
    const { data, unprocessed } = await bookedMoveEntity().get(round).go();
    return { data, unprocessed: unprocessed.map((key) => ({ quote_id: key.quote_id })) };
  });
}

/** A company's booked moves with a move day from first to last inclusive (gsi2), any stage. */
export async function companyBookedMovesBetween(
  companyId: string,
  first: string,
  last: string,
): Promise<BookedMoveItem[]> {
  const { data } = await bookedMoveEntity()
    .query.byCompany({ moving_company_id: companyId })
    .between({ move_day: first }, { move_day: `${last}~` })
    .go({ pages: 'all' });
  return data;
}

/** The booked moves in one stage whose due time is before `before` (gsi3), oldest first. */
export async function bookedMovesDueBefore(
  stage: BookingStage,
  before: string,
  limit = 100,
): Promise<BookedMoveItem[]> {
  const { data } = await bookedMoveEntity().query.byStage({ stage }).lt({ stage_due: before }).go({ limit });
  return data;
}

/** The booked moves in one stage whose due time is from first to last inclusive (gsi3). */
export async function bookedMovesDueBetween(
  stage: BookingStage,
  first: string,
  last: string,
): Promise<BookedMoveItem[]> {
  const { data } = await bookedMoveEntity()
    .query.byStage({ stage })
    .between({ stage_due: first }, { stage_due: `${last}~` })
    .go({ pages: 'all' });
  return data;
}

/** The customer's report that the company did not come: once, while the move is upcoming. False otherwise. */
export async function reportNoShow(quoteId: string, details: string, now: Date = new Date()): Promise<boolean> {
  try {
    await bookedMoveEntity()
      .patch({ quote_id: quoteId })
      .set({ no_show_reported_at: now.toISOString(), no_show_details: details })
      .where((attr, op) => `${op.eq(attr.stage, 'UPCOMING')} AND ${op.notExists(attr.no_show_reported_at)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
