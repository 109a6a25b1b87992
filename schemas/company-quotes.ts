import * as z from 'zod';
import { isWholeCents, MONEY_MESSAGES } from './money';
import { isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { IdSchema } from './common';
import { MANAGER_CHIP_STATUSES, QuoteStatusSchema } from './enums';
import { MoveRequestSchema } from './move-requests';
import { PageCursorSchema } from './paging';
import { EarlierQuoteSchema } from './earlier-quote';
import { EstimateSchema, EstimateViewSchema } from './estimates';
import { BookedDaySchema } from './bookings';

/* A moving company's quotes (spec sections 3 Quote, 4 Quote statuses, 5 Quote, 7). */

export const QUOTE_MESSAGES = {
  priceRequired: 'Price is required',
  pricePositive: 'Price must be a positive number',
  topPriceTooLow: 'Top price must be greater than the price',
  created: 'Quote created successfully',
  updated: 'Quote updated successfully',
  createFailed: 'Failed to create quote',
  updateFailed: 'Failed to update quote',
  showFailed: 'Failed to show quote modal',
  availabilityWarning:
    'According to your availability calendar, you are not available during this time. Are you sure you want to send this quote?',
  moveExpired: 'This move date has passed',
  moveBooked: 'This move is booked with another company: it takes no new quotes.',
  moveChanged: 'Move request has changed since this job was quoted',
  bookedPriceLocked: 'The price of a booked quote cannot be changed',
  notEditable: 'This quote can no longer be edited',
  statusNotAllowed: 'Companies can only send quotes or mark cancelled or past quotes as booked',
  markAsBookedNotAllowed: 'Only a cancelled quote or one whose move date has passed can be marked as booked',
  alreadyBooked: 'This quote is already booked',
  customerHasBooking:
    'This customer already has a booking. It must be cancelled before this quote can be marked as booked.',
  markAsBookedChangesQuote: 'Mark as Booked cannot change the price or description',
  bookedTermsLocked: 'The terms of a booked quote cannot be changed',
  changedMeanwhile: 'This quote changed meanwhile. Please reload and try again.',
  notOwnCompany: 'You can only send quotes for your own moving company',
  quoteNotFound: 'Quote not found',
  moveNotFound: 'Move request not found',
} as const;

/** Dollars in whole cents (money.ts); the spec asks for at least 0. */
export const PriceSchema = z
  .number({ error: QUOTE_MESSAGES.priceRequired })
  .min(0, QUOTE_MESSAGES.pricePositive)
  .max(10_000_000, 'Price is too high')
  .refine(isWholeCents, MONEY_MESSAGES.wholeCents);

/** The optional end of a price range: an empty field is sent as null. */
export const TopPriceSchema = z
  .number({ error: 'Top price must be a number' })
  .min(0, QUOTE_MESSAGES.pricePositive)
  .max(10_000_000, 'Top price is too high')
  .refine(isWholeCents, MONEY_MESSAGES.wholeCents)
  .nullable();

const DescriptionSchema = z
  .string()
  .refine(isPlainLines, PLAIN.multiLine('Description'))
  .trim()
  .max(4000, 'Description is too long')
  .nullable();

const topNotBelowPrice = (body: { price?: number; top_price?: number | null }) =>
  body.top_price === null || body.top_price === undefined || body.price === undefined || body.top_price >= body.price;
const TOP_BELOW_PRICE = { error: QUOTE_MESSAGES.topPriceTooLow, path: ['top_price'] };

/** The optional fields of a quote's create and edit bodies (the price: required on create). */
const quoteContentFields = {
  status: QuoteStatusSchema.optional(),
  top_price: TopPriceSchema.optional(),
  description: DescriptionSchema.optional(),
  /** The structured quote; the server computes price and top_price from it. null: price only. */
  estimate: EstimateSchema.nullable().optional(),
  quoted_by_user_id: z.string().max(64).nullable().optional(),
  quoted_by_name: z.string().max(200).nullable().optional(),
};

/**
 * POST /moving-company-quotes (spec section 7). status, quoted_by_user_id and quoted_by_name
 * are accepted because the client sends them, but the server decides all three: the status
 * becomes QUOTED, and 'Prepared by' comes from the caller's profile.
 */
export const CreateCompanyQuoteBodySchema = z
  .strictObject({
    move_request_id: IdSchema,
    moving_company_id: IdSchema,
    price: PriceSchema.optional(),
    ...quoteContentFields,
  })
  .refine((body) => body.price !== undefined || Boolean(body.estimate), {
    error: QUOTE_MESSAGES.priceRequired,
    path: ['price'],
  })
  .refine(topNotBelowPrice, TOP_BELOW_PRICE);
export type CreateCompanyQuoteBody = z.infer<typeof CreateCompanyQuoteBodySchema>;

/**
 * PATCH /moving-company-quotes/{id}: an edit of the price, range or description (the quote
 * stays or becomes QUOTED), or status BOOKED alone for 'Mark as Booked'.
 */
export const UpdateCompanyQuoteBodySchema = z
  .strictObject({ price: PriceSchema.optional(), ...quoteContentFields })
  .refine(topNotBelowPrice, TOP_BELOW_PRICE);
export type UpdateCompanyQuoteBody = z.infer<typeof UpdateCompanyQuoteBodySchema>;

export const CompanyQuoteParamsSchema = z.object({ id: IdSchema });

/**
 * A quote as its company sees it. paymentPending: stored without a token left (not sent to the
 * customer yet); checkoutUrl: the refill checkout that pays for it (the send's answer only).
 */
export const CompanyQuoteSchema = z.object({
  id: z.string(),
  move_request_id: z.string(),
  moving_company_id: z.string(),
  status: QuoteStatusSchema,
  price: z.number().nullable(),
  top_price: z.number().nullable(),
  description: z.string().nullable(),
  estimate: EstimateViewSchema.nullable(),
  quoted_by_user_id: z.string().nullable(),
  quoted_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  paymentPending: z.boolean().optional(),
  checkoutUrl: z.string().optional(),
  /** The customer said 'Not interested': the quote is hidden from them, no further quote or message. */
  customer_not_interested: z.boolean().optional(),
  /** What this company quoted before the customer cancelled and asked again; absent otherwise. */
  earlier_quote: EarlierQuoteSchema.optional(),
  /** The inventory version the quote was sent for; null before it was sent or when the move had none. */
  inventory_version: z.number().nullable().optional(),
});
export type CompanyQuote = z.infer<typeof CompanyQuoteSchema>;

export const ManagerStatusSchema = z.enum(MANAGER_CHIP_STATUSES);
export type ManagerStatus = z.infer<typeof ManagerStatusSchema>;

/**
 * One card of /manage-leads (GET /my-company-quotes): a quote (type 'quote'), or a saved
 * lead the company has not quoted yet (type 'saved', status SAVED, id null). The move request
 * is the company view: the customer's last name and e-mail only when this quote is BOOKED.
 */
export const CompanyLeadSchema = z.object({
  id: z.string().nullable(),
  type: z.enum(['quote', 'saved']),
  move_request_id: z.string(),
  moving_company_id: z.string(),
  move_request: MoveRequestSchema,
  status: ManagerStatusSchema,
  price: z.number().nullable(),
  top_price: z.number().nullable(),
  description: z.string().nullable(),
  estimate: EstimateViewSchema.nullable(),
  quoted_by_name: z.string().nullable(),
  /** The last interaction: the quote's last change, or when the lead was saved. */
  updated_at: z.string(),
  is_saved: z.boolean(),
  /** Paid for with a token (pay-per-lead): quoting it again costs nothing. */
  has_token: z.boolean(),
  /** The customer asked this company for the quote ('Requested you'); a saved lead: false. */
  requested_by_customer: z.boolean(),
  /** Sent without a token left: waits for a refill, not seen by the customer yet. */
  payment_pending: z.boolean().optional(),
  /** The move's end date is before today. */
  is_expired: z.boolean(),
  /** The customer changed the move request after this quote was sent. */
  move_changed_since_quoted: z.boolean(),
  /** The customer changed the inventory after this quote was sent (madeForEarlierInventory). */
  inventory_changed_since_quoted: z.boolean().optional(),
  /** The inventory version the quote was sent for; null when the move had none then. */
  inventory_version: z.number().nullable().optional(),
  /** The customer said 'Not interested' to this quote (the 'Customer not interested' badge). */
  customer_not_interested: z.boolean().optional(),
  /**
   * The company marked it booked ('Mark as Booked', status BOOKED) and the customer has not
   * confirmed it with their own booking yet: the chip reads 'Waiting for the customer'.
   */
  awaiting_customer: z.boolean().optional(),
  /** The customer's booking of this quote: its day, window and stage (completed, cancelled); absent when never booked. */
  booked_day: BookedDaySchema.nullable().optional(),
});
export type CompanyLead = z.infer<typeof CompanyLeadSchema>;

/** GET /my-company-quotes: one page, last interaction first; the next page's cursor is in the x-next-cursor header (schemas/paging.ts). */
export const CompanyLeadListSchema = z.array(CompanyLeadSchema);
export const CompanyLeadListQuerySchema = z.strictObject({ cursor: PageCursorSchema.optional() });

/** 'Prepared by' (spec section 9): first name plus last initial, 'Jane D.'. */
export function preparedByName(user: { firstName: string; lastName: string }): string {
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${user.firstName.trim()} ${initial}.` : user.firstName.trim();
}
