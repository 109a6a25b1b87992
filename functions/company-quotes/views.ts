import type { CompanyLead, CompanyQuote } from '@schemas/company-quotes';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { quoteEstimate, type QuoteItem } from '@functions/core/data/quote/quotes';
import { isAskedByCustomer } from '@functions/core/data/quote/requested-quotes';
import {
  awaitsCustomerConfirmation,
  companyStatus,
  earlierQuoteView,
  quotedInventoryVersion,
} from '@functions/quote-visibility';
import { madeForEarlierInventory } from '@schemas/inventory';
import { estimateViewOrNull } from '@schemas/estimate-totals';
import type { SavedLeadItem } from '@functions/core/data/saved/saved-leads';
import { isPastDate } from '@functions/platform/move-dates';
import type { BookedDay } from '@schemas/bookings';
import { toCompanyView, type CustomerNames } from '@functions/move-requests';

/** A move is expired when its end date is before today (spec section 4; Carolinas calendar). */
export function isMoveExpired(move: Pick<MoveRequestItem, 'end_date'>, now: Date = new Date()): boolean {
  return isPastDate(move.end_date, now);
}

/**
 * The customer changed the move after the quote was sent: its version moved on (each update
 * bumps it). A quote without the version stamp falls back to the timestamps.
 */
export function moveChangedSinceQuoted(quote: QuoteItem, move: MoveRequestItem): boolean {
  if (quote.status === 'QUOTE_REQUESTED') return false;
  if (quote.quoted_move_version !== undefined) return (move.version ?? 0) > quote.quoted_move_version;
  if (quote.quoted_move_updated_at) return (move.updated_at ?? '') > quote.quoted_move_updated_at;
  return false;
}

/** The quote as its company sees it (its status: companyStatus); the customer's id stays on the server. */
export function toCompanyQuote(quote: QuoteItem): CompanyQuote {
  return {
    id: quote.id,
    move_request_id: quote.move_request_id,
    moving_company_id: quote.moving_company_id,
    status: companyStatus(quote),
    price: quote.price ?? null,
    top_price: quote.top_price ?? null,
    description: quote.description ?? null,
    estimate: estimateViewOrNull(quoteEstimate(quote)),
    quoted_by_user_id: quote.quoted_by_user_id ?? null,
    quoted_by_name: quote.quoted_by_name ?? null,
    created_at: quote.created_at!,
    updated_at: quote.updated_at!,
    ...(quote.payment_pending_since ? { paymentPending: true } : {}),
    ...(quote.customer_not_interested_at ? { customer_not_interested: true } : {}),
    ...earlierQuoteView(quote),
    inventory_version: quotedInventoryVersion(quote),
  };
}

/** What the company did with a lead besides quoting: saved it, paid a token for it. */
export interface LeadMarks {
  saved: boolean;
  paid: boolean;
}

/**
 * A lead manager card of a quote. The move goes through toCompanyView: the customer's last
 * name and e-mail only when the customer booked this quote (status BOOKED); the chip shows
 * the company's status, so its own 'Mark as Booked' reads BOOKED with the contact still hidden.
 */
export function quoteLead(
  quote: QuoteItem,
  move: MoveRequestItem,
  customer: CustomerNames | null,
  marks: LeadMarks,
  bookedDay: BookedDay | null = null,
): CompanyLead {
  return {
    id: quote.id,
    type: 'quote',
    move_request_id: quote.move_request_id,
    moving_company_id: quote.moving_company_id,
    move_request: toCompanyView(move, customer, { booked: quote.status === 'BOOKED' }),
    status: companyStatus(quote),
    price: quote.price ?? null,
    top_price: quote.top_price ?? null,
    description: quote.description ?? null,
    estimate: estimateViewOrNull(quoteEstimate(quote)),
    quoted_by_name: quote.quoted_by_name ?? null,
    updated_at: quote.updated_at!,
    is_saved: marks.saved,
    has_token: marks.paid,
    requested_by_customer: isAskedByCustomer(quote),
    payment_pending: Boolean(quote.payment_pending_since),
    is_expired: isMoveExpired(move),
    move_changed_since_quoted: moveChangedSinceQuoted(quote, move),
    inventory_changed_since_quoted: madeForEarlierInventory(
      { status: quote.status, inventory_version: quote.quoted_inventory_version },
      move.inventory_version,
    ),
    inventory_version: quotedInventoryVersion(quote),
    ...(quote.customer_not_interested_at ? { customer_not_interested: true } : {}),
    ...(awaitsCustomerConfirmation(quote) ? { awaiting_customer: true } : {}),
    booked_day: bookedDay,
  };
}

/** A lead manager card of a saved lead the company has not quoted. */
export function savedLead(
  saved: SavedLeadItem,
  move: MoveRequestItem,
  customer: CustomerNames | null,
  paid: boolean,
): CompanyLead {
  return {
    id: null,
    type: 'saved',
    move_request_id: saved.move_request_id,
    moving_company_id: saved.moving_company_id,
    move_request: toCompanyView(move, customer),
    status: 'SAVED',
    price: null,
    top_price: null,
    description: null,
    estimate: null,
    quoted_by_name: null,
    updated_at: saved.created_at!,
    is_saved: true,
    has_token: paid,
    requested_by_customer: false,
    is_expired: isMoveExpired(move),
    move_changed_since_quoted: false,
  };
}
