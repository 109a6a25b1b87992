import { agreedTotal, highestFinalPrice, type BookingView } from '@schemas/bookings';
import type { BookingChargeback, BookingPayment } from '@schemas/deposits';
import type { ChargebackView } from '@schemas/chargeback-view';
import { bookedTermsOf, bookingPaymentOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { UserItem } from '@functions/core/data/user/users';
import { carolinasTime } from '@functions/platform/carolinas-time';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { toCompanyView, toOwnerView } from '@functions/move-requests';
import { toCompletionView } from './completion-view';

/** Hours before the move day's start from which an unconfirmed arrival window is flagged. */
export const UNCONFIRMED_FLAG_HOURS = 48;

/** When the move day starts: midnight in the Carolinas (the 72-hour reminder counts from it too). */
export const moveDayStartMs = (day: string) => carolinasTime(day, 0).getTime();

/** True from 48 hours before the move day until it is confirmed (or the move is no longer upcoming). */
export function isArrivalUnconfirmed(move: BookedMoveItem, now: Date): boolean {
  if (move.stage !== 'UPCOMING' || move.arrival_confirmed_at) return false;
  // Once the day has passed the question is completion, not arrival.
  if (move.move_day < todayInCarolinas(now)) return false;
  return moveDayStartMs(move.move_day) - now.getTime() <= UNCONFIRMED_FLAG_HOURS * 3_600_000;
}

/** The move day has passed and the company has not marked the move completed. */
export const isAwaitingCompletion = (move: BookedMoveItem, now: Date) =>
  move.stage === 'UPCOMING' && move.move_day < todayInCarolinas(now);

/** The customer's report that the company did not come, while an admin has not decided it. */
export const noShowViewOf = (move: BookedMoveItem) =>
  move.no_show_reported_at && move.no_show_details
    ? { reported_at: move.no_show_reported_at, details: move.no_show_details }
    : null;

/** A chargeback as the booking page shows it (Stripe's ids stay on the server). */
export function chargebackViewOf(chargeback: BookingChargeback | undefined): ChargebackView | null {
  if (!chargeback) return null;
  const { dispute_id: _dispute, charge: _charge, ...view } = chargeback;
  return { ...view, evidence_submitted_at: view.evidence_submitted_at ?? null };
}

/** The booking's money as both sides see it (Stripe's ids stay on the server). */
function bookingPaymentView(payment: BookingPayment | null): BookingView['payment'] {
  if (!payment)
    return {
      kind: 'direct',
      deposit_paid: null,
      deposit_paid_at: null,
      card_last4: null,
      deposit_after_cancel: null,
      balance_held: null,
      hold_failed: false,
      balance_charged: null,
      deposit_refunded_part: null,
      chargeback: null,
    };
  return {
    kind: 'protected',
    deposit_paid: payment.deposit,
    deposit_paid_at: payment.deposit_paid_at,
    card_last4: payment.card_last4,
    deposit_after_cancel: payment.deposit_refunded_at ? 'refunded' : payment.deposit_kept_at ? 'kept' : null,
    balance_held: payment.hold?.amount ?? null,
    hold_failed: Boolean(payment.hold_failed_at) && !payment.hold,
    balance_charged: payment.capture?.amount ?? null,
    deposit_refunded_part: payment.deposit_excess_refund?.amount ?? null,
    chargeback: chargebackViewOf(payment.chargeback),
  };
}

/**
 * A booked move as both of its sides see it: the company's contact to the customer and the
 * customer's name, e-mail and street addresses to the company. With `customerHidden` (a company
 * whose booking was cancelled) the customer is shown as on a lead card: first name and cities.
 */
export function toBookingView(
  move: BookedMoveItem,
  parts: { company: MovingCompanyItem; request: MoveRequestItem; customer: UserItem | null },
  now: Date = new Date(),
  { customerHidden = false }: { customerHidden?: boolean } = {},
): BookingView {
  const terms = bookedTermsOf(move);
  const { company, customer } = parts;
  const request = customerHidden ? toCompanyView(parts.request, null) : toOwnerView(parts.request, null);
  return {
    quote_id: move.quote_id,
    move_request_id: move.move_request_id,
    moving_company_id: move.moving_company_id,
    stage: move.stage,
    move_day: move.move_day,
    arrival_window: {
      code: move.arrival_window.code as BookingView['arrival_window']['code'],
      label: move.arrival_window.label,
    },
    terms,
    agreed_total: agreedTotal(terms),
    highest_final_price: highestFinalPrice(terms),
    booked_at: move.booked_at,
    arrival_confirmed_at: move.arrival_confirmed_at ?? null,
    arrival_unconfirmed: isArrivalUnconfirmed(move, now),
    awaiting_completion: isAwaitingCompletion(move, now),
    completion: toCompletionView(move),
    payment: bookingPaymentView(bookingPaymentOf(move)),
    cancellation:
      move.stage === 'CANCELLED' && move.cancelled_at
        ? { by: move.cancelled_by ?? 'customer', reason: move.cancellation_reason ?? null, at: move.cancelled_at }
        : null,
    no_show: noShowViewOf(move),
    parties: {
      company: { id: company.id, name: company.name, email: company.email, phone: company.phone ?? null },
      customer: {
        first_name: customer?.firstName ?? '',
        last_name: customerHidden ? '' : (customer?.lastName ?? ''),
        email: customerHidden ? '' : (customer?.email ?? ''),
        phone: customerHidden ? null : (customer?.phone ?? null),
      },
      move_from: request.move_request_from,
      move_to: request.move_request_to,
      move_regime: request.move_regime,
      special_considerations: request.special_considerations,
      is_packing_required: request.is_packing_required,
    },
  };
}
