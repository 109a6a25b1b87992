import * as z from 'zod';
import { IdSchema } from './common';
import { PublicMovingCompanySchema } from './companies';
import { LIMITS } from './constants';
import { PaymentPendingFieldsSchema } from './payments';
import { QuoteStatusSchema } from './enums';
import { EarlierQuoteSchema } from './earlier-quote';
import { EstimateViewSchema } from './estimates';
import { QuoteOriginSchema } from './quote-choice';
import { BookedDaySchema } from './bookings';

/** "{name}." without doubling a period the name already ends with ("Tar Heel Moving Co."). */
export const endSentence = (name: string) => (name.endsWith('.') ? name : `${name}.`);

export const TOO_MANY_QUOTE_REQUESTS = `You can request quotes from up to ${LIMITS.maxQuoteRequestsPerSelection} companies at a time`;
export const NO_COMPANIES_FOR_QUOTES = 'No companies available for quote requests.';

/** POST /quote/bulk. The 5-limit is checked after duplicates are removed (server side). */
export const RequestQuotesBodySchema = z.strictObject({
  move_request_id: IdSchema,
  moving_company_ids: z.array(IdSchema).min(1, 'Choose at least one company'),
});
export type RequestQuotesBody = z.infer<typeof RequestQuotesBodySchema>;

/** POST /quote. */
export const RequestQuoteBodySchema = z.strictObject({
  move_request_id: IdSchema,
  moving_company_id: IdSchema,
});

/** The company's e-mail and phone: the customer sees them only on a BOOKED quote. */
export const QuoteCompanyContactSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
});
export type QuoteCompanyContact = z.infer<typeof QuoteCompanyContactSchema>;

/**
 * A quote as its customer sees it (spec section 3, Quote), with the public company.
 * `moving_company_contact` is null unless the quote is BOOKED. The customer's current booking
 * is the one quote with status BOOKED in GET /my-quotes (a customer has one move request, and
 * the booking lock and that status are written in one transaction), so "Already booked with
 * {company}" needs no extra field.
 */
export const CustomerQuoteSchema = z.object({
  id: z.string(),
  move_request_id: z.string(),
  moving_company_id: z.string(),
  moving_company: PublicMovingCompanySchema.nullable(),
  status: QuoteStatusSchema,
  price: z.number().nullable(),
  top_price: z.number().nullable(),
  description: z.string().nullable(),
  /** The structured quote with its totals; null for a price-only quote. */
  estimate: EstimateViewSchema.nullable(),
  quoted_by_name: z.string().nullable(),
  moving_company_contact: QuoteCompanyContactSchema.nullable(),
  /** 'You asked' or 'Reached out to you'; null for an older quote whose origin is unknown. */
  origin: QuoteOriginSchema.nullable().optional(),
  /** The company's figures before the customer cancelled and asked again; absent otherwise. */
  earlier_quote: EarlierQuoteSchema.optional(),
  /** The inventory version the quote was sent for; null before it was sent or when the move had none. */
  inventory_version: z.number().nullable().optional(),
  /** A booked quote's day and window as its booking holds them; absent or null otherwise. */
  booked_day: BookedDaySchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * POST /quote/{id}/book: the booked quote, or for a concierge customer who has not paid the
 * $99 yet, the quote unchanged with paymentPending and the checkout that confirms the booking.
 */
export const BookQuoteResponseSchema = CustomerQuoteSchema.extend(PaymentPendingFieldsSchema.shape);

export type CustomerQuote = z.infer<typeof CustomerQuoteSchema>;

export const CustomerQuoteListSchema = z.array(CustomerQuoteSchema);

/** /quote/{id}/... : the quote's id. */
export const QuoteIdParamsSchema = z.object({ id: IdSchema });

/** Statuses a customer books from (spec section 4). */
export const CUSTOMER_BOOKABLE_STATUSES = ['QUOTED', 'INVITED_TO_BOOK'] as const;

/** POST /quote/{id}/book of a company that is not (or no longer) verified: never bookable. */
export const COMPANY_NOT_BOOKABLE = 'This moving company cannot be booked.';

export const alreadyBookedMessage = (companyName: string) =>
  `You have already booked your move with ${endSentence(companyName)} Please cancel your existing booking before booking with a different company.`;

/** The 400 body of POST /quote/{id}/book while another booking exists (spec section 3). */
/** GET /quote-notification-count. */
export const QuoteNotificationCountSchema = z.object({ notification_count: z.number().int().min(0) });

/** POST /mark-quotes-viewed. */
export const QuotesViewedSchema = z.object({ quotes_viewed_at: z.string() });
