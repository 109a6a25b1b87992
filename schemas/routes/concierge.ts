import { defineRoute, type RouteDef } from '../route';
import { ExistingBookingErrorSchema } from '../errors';
import { BookQuoteResponseSchema, CustomerQuoteListSchema } from '../quotes';
import {
  ApproveRecommendationBodySchema,
  ConciergeCaseSchema,
  ConciergeCompanySearchQuerySchema,
  ConciergeCompanySearchSchema,
  ConciergeCustomerParamsSchema,
  ConciergeMaxPriceBodySchema,
  ConciergeMaxPriceSchema,
  ConciergeNoteBodySchema,
  ConciergeNoteSchema,
  ConciergeQueueSchema,
  ConciergeQuoteRequestBodySchema,
  DeclinedRecommendationSchema,
  MyConciergeSchema,
  RecommendationParamsSchema,
  RecommendQuoteBodySchema,
} from '../concierge-desk';
import { ConciergeCheckoutViewSchema } from '../concierge';
import { CheckoutSessionParamsSchema } from '../deposits';

/** The concierge desk (docs/concierge.md): the customer's side and the staff's queue (ADMIN only). */
export const conciergeRoutes = {
  getMyConcierge: defineRoute({
    method: 'GET',
    path: '/api/concierge',
    roles: ['MOVER'],
    handler: 'concierge/get-my-concierge',
    summary: "The customer's concierge page: maximum price, timeline and the staff's recommendation",
    response: MyConciergeSchema,
  }),
  getConciergeCheckout: defineRoute({
    method: 'GET',
    path: '/api/concierge-checkout/{sessionId}',
    roles: ['MOVER'],
    handler: 'concierge/get-concierge-checkout',
    summary:
      "What became of the caller's $99 concierge checkout: pending, booked (the company and day), refunded with the reason, or replaced by a newer one; 404 for a session that is not theirs",
    params: CheckoutSessionParamsSchema,
    response: ConciergeCheckoutViewSchema,
  }),
  setConciergeMaxPrice: defineRoute({
    method: 'PUT',
    path: '/api/concierge/max-price',
    roles: ['MOVER'],
    handler: 'concierge/set-concierge-max-price',
    summary: "A concierge customer's maximum price, stored on their move request (null removes it)",
    body: ConciergeMaxPriceBodySchema,
    response: ConciergeMaxPriceSchema,
  }),
  approveConciergeRecommendation: defineRoute({
    method: 'POST',
    path: '/api/concierge/recommendation/{quote_id}/approve',
    roles: ['MOVER'],
    handler: 'concierge/approve-concierge-recommendation',
    summary:
      "The customer approves the staff's recommendation: it is booked as POST /quote/{id}/book books (the $99 checkout first if unpaid); above the maximum price only with accept_above_max (400 without)",
    params: RecommendationParamsSchema,
    body: ApproveRecommendationBodySchema,
    response: BookQuoteResponseSchema,
    errors: { 400: ExistingBookingErrorSchema },
  }),
  declineConciergeRecommendation: defineRoute({
    method: 'POST',
    path: '/api/concierge/recommendation/{quote_id}/decline',
    roles: ['MOVER'],
    handler: 'concierge/decline-concierge-recommendation',
    summary: "The customer declines the staff's pending recommendation",
    params: RecommendationParamsSchema,
    response: DeclinedRecommendationSchema,
  }),
  listConciergeQueue: defineRoute({
    method: 'GET',
    path: '/api/admin/concierge',
    roles: ['ADMIN'],
    handler: 'concierge/list-concierge-queue',
    summary:
      'The staff queue: each concierge customer, oldest upgrade first, with the move, maximum price, quotes, matching companies, notes and recommendation',
    response: ConciergeQueueSchema,
  }),
  addConciergeNote: defineRoute({
    method: 'POST',
    path: '/api/admin/concierge/{customer_id}/notes',
    roles: ['ADMIN'],
    handler: 'concierge/add-concierge-note',
    summary: "A staff note on a concierge customer's case (who and when recorded)",
    params: ConciergeCustomerParamsSchema,
    body: ConciergeNoteBodySchema,
    response: ConciergeNoteSchema,
    status: 201,
  }),
  searchConciergeMatchingCompanies: defineRoute({
    method: 'GET',
    path: '/api/admin/concierge/{customer_id}/matching-companies',
    roles: ['ADMIN'],
    handler: 'concierge/search-concierge-matching-companies',
    summary:
      "Staff look beyond the queue's 10 best: matching companies not asked yet whose name contains the search, best first (at most 20)",
    params: ConciergeCustomerParamsSchema,
    query: ConciergeCompanySearchQuerySchema,
    response: ConciergeCompanySearchSchema,
  }),
  requestConciergeQuotes: defineRoute({
    method: 'POST',
    path: '/api/admin/concierge/{customer_id}/quotes',
    roles: ['ADMIN'],
    handler: 'concierge/request-concierge-quotes',
    summary:
      "Staff request quotes on the customer's behalf, with the customer's own rules (matching companies, at most 5 at a time)",
    params: ConciergeCustomerParamsSchema,
    body: ConciergeQuoteRequestBodySchema,
    response: CustomerQuoteListSchema,
    status: 201,
  }),
  recommendConciergeQuote: defineRoute({
    method: 'POST',
    path: '/api/admin/concierge/{customer_id}/recommendation',
    roles: ['ADMIN'],
    handler: 'concierge/recommend-concierge-quote',
    summary: "Staff recommend one of the customer's quoted quotes, with a reason (replaces an undecided one)",
    params: ConciergeCustomerParamsSchema,
    body: RecommendQuoteBodySchema,
    response: ConciergeCaseSchema,
  }),
} satisfies Record<string, RouteDef>;
