import { defineRoute, type RouteDef } from '../route';
import { ExistingBookingErrorSchema } from '../errors';
import { BookQuoteBodySchema } from '../bookings';
import { CustomerCancellationBodySchema } from '../booking-cancellation';
import { PdfFileSchema } from '../pdf-file';
import {
  BookQuoteResponseSchema,
  CustomerQuoteListSchema,
  CustomerQuoteSchema,
  QuoteIdParamsSchema,
  QuoteNotificationCountSchema,
  QuotesViewedSchema,
  RequestQuoteBodySchema,
  RequestQuotesBodySchema,
} from '../quotes';

/** A customer's quote requests, quotes and booking. */
export const customerQuoteRoutes = {
  requestQuotes: defineRoute({
    method: 'POST',
    path: '/api/quote/bulk',
    roles: ['MOVER'],
    throttle: 'mail',
    handler: 'quotes/request-quotes',
    summary: 'Requests quotes from up to 5 matching companies for the customer’s own move (one transaction)',
    body: RequestQuotesBodySchema,
    response: CustomerQuoteListSchema,
    status: 201,
  }),
  requestQuote: defineRoute({
    method: 'POST',
    path: '/api/quote',
    roles: ['MOVER'],
    throttle: 'mail',
    handler: 'quotes/request-quote',
    summary: 'Requests a quote from one matching company for the customer’s own move',
    body: RequestQuoteBodySchema,
    response: CustomerQuoteSchema,
    status: 201,
  }),
  listMyQuotes: defineRoute({
    method: 'GET',
    path: '/api/my-quotes',
    roles: ['MOVER'],
    handler: 'quotes/list-my-quotes',
    summary: "The customer's quotes with their companies",
    response: CustomerQuoteListSchema,
  }),
  getEstimatePdf: defineRoute({
    method: 'GET',
    path: '/api/quote/{id}/estimate-pdf',
    roles: ['MOVER', 'MOVING_COMPANY'],
    handler: 'quotes/get-estimate-pdf',
    summary:
      'The quote’s estimate as a PDF (base64) with its type on its face and the carrier’s licence numbers, for the quote’s customer or its company (404 otherwise; 409 before the company priced it)',
    params: QuoteIdParamsSchema,
    response: PdfFileSchema,
  }),
  bookQuote: defineRoute({
    method: 'POST',
    path: '/api/quote/{id}/book',
    roles: ['MOVER'],
    handler: 'quotes/book-quote',
    summary:
      'Books the customer’s own QUOTED or INVITED_TO_BOOK quote on a move day the company has free, an arrival window and the valuation chosen (released value signed with the customer’s typed name), freezing its terms (one booking per customer; 400 with existingBooking {companyName} while another exists; 409 when the day has no crew left or the quote changed)',
    params: QuoteIdParamsSchema,
    body: BookQuoteBodySchema,
    response: BookQuoteResponseSchema,
    errors: { 400: ExistingBookingErrorSchema },
  }),
  cancelBooking: defineRoute({
    method: 'POST',
    path: '/api/quote/{id}/cancel-booking',
    roles: ['MOVER'],
    handler: 'quotes/cancel-booking',
    summary:
      'Cancels the customer’s booking of this quote: BOOKED → CANCELLED (both sides see it and are e-mailed), with an optional reason told to the company',
    params: QuoteIdParamsSchema,
    body: CustomerCancellationBodySchema,
    response: CustomerQuoteSchema,
  }),
  requestQuoteAgain: defineRoute({
    method: 'POST',
    path: '/api/quote/{id}/request-again',
    roles: ['MOVER'],
    throttle: 'mail',
    handler: 'quotes/request-quote-again',
    summary:
      'Asks the company again after a cancellation: CANCELLED → QUOTE_REQUESTED (400 once the move’s end date has passed)',
    params: QuoteIdParamsSchema,
    response: CustomerQuoteSchema,
  }),
  getQuoteNotificationCount: defineRoute({
    method: 'GET',
    path: '/api/quote-notification-count',
    roles: ['MOVER'],
    handler: 'quote-notifications/get-quote-notification-count',
    summary:
      'How many of the customer’s quotes a company changed since the customer last viewed them (the My quotes red dot)',
    response: QuoteNotificationCountSchema,
  }),
  markQuotesViewed: defineRoute({
    method: 'POST',
    path: '/api/mark-quotes-viewed',
    roles: ['MOVER'],
    handler: 'quote-notifications/mark-quotes-viewed',
    summary: 'Records that the customer has seen their quotes now (clears the My quotes red dot)',
    response: QuotesViewedSchema,
  }),
} satisfies Record<string, RouteDef>;
