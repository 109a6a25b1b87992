import { EvidenceBundleSchema } from '../chargebacks';
import { ChargebackViewSchema, SubmitEvidenceBodySchema } from '../chargeback-view';
import { defineRoute, type RouteDef } from '../route';
import {
  BookingQueueQuerySchema,
  BookingQueueSchema,
  CompleteBookingBodySchema,
  DisputeBookingBodySchema,
  DisputeStatementBodySchema,
  ResolveDisputeBodySchema,
} from '../booking-completion';
import { CompletionViewSchema } from '../booking-completion-view';
import { QuoteIdParamsSchema } from '../quotes';

/** After the move: completion, the customer's answer, the admin's queue and resolution (docs/booking-lifecycle.md). */
export const bookingCompletionRoutes = {
  completeBooking: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/complete',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/complete-booking',
    summary:
      'The company holding the booking marks the move completed from its move day on, with the final price and adjustments per line (capped by the estimate type)',
    params: QuoteIdParamsSchema,
    body: CompleteBookingBodySchema,
    response: CompletionViewSchema,
  }),
  confirmCompletion: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/confirm-completion',
    roles: ['MOVER'],
    handler: 'bookings/confirm-completion',
    summary:
      "The booking's customer confirms the company's completion and final price (the move counts in price accuracy)",
    params: QuoteIdParamsSchema,
    response: CompletionViewSchema,
  }),
  disputeBooking: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/dispute',
    roles: ['MOVER'],
    handler: 'bookings/dispute-booking',
    summary:
      "The booking's customer disputes the completion within 7 days, with a reason and up to 4 of their own photos",
    params: QuoteIdParamsSchema,
    body: DisputeBookingBodySchema,
    response: CompletionViewSchema,
  }),
  stateDisputeSide: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/dispute-statement',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/state-dispute-side',
    summary: 'The company holding a disputed booking gives its side for the admin (a later statement replaces it)',
    params: QuoteIdParamsSchema,
    body: DisputeStatementBodySchema,
    response: CompletionViewSchema,
  }),
  listBookingQueue: defineRoute({
    method: 'GET',
    path: '/api/admin/bookings/queue',
    roles: ['ADMIN'],
    handler: 'bookings/list-booking-queue',
    summary:
      "The admin's queue of disputed or awaiting-completion moves with both sides' records, and the marketplace's price accuracy",
    query: BookingQueueQuerySchema,
    response: BookingQueueSchema,
  }),
  getEvidenceBundle: defineRoute({
    method: 'GET',
    path: '/api/admin/bookings/{id}/evidence',
    roles: ['ADMIN'],
    handler: 'bookings/get-evidence-bundle',
    summary:
      "A booking's evidence for answering a chargeback: terms as booked (valuation, documents acknowledged, inventory), payment, changes, move-day record, completion and the customer's answer",
    params: QuoteIdParamsSchema,
    response: EvidenceBundleSchema,
  }),
  submitChargebackEvidence: defineRoute({
    method: 'POST',
    path: '/api/admin/bookings/{id}/evidence',
    roles: ['ADMIN'],
    handler: 'bookings/submit-chargeback-evidence',
    summary:
      "An admin sends the booking's evidence (terms as booked, documents acknowledged, move-day record, completion and the customer's answer) with a note to Stripe's dispute and submits it to the bank",
    params: QuoteIdParamsSchema,
    body: SubmitEvidenceBodySchema,
    response: ChargebackViewSchema,
  }),
  resolveBookingDispute: defineRoute({
    method: 'POST',
    path: '/api/admin/bookings/{id}/resolve',
    roles: ['ADMIN'],
    handler: 'bookings/resolve-booking-dispute',
    summary:
      "An admin resolves a disputed move at the company's price, the customer's or an amount between, with a note: it becomes COMPLETED at that price, the difference is refunded and both sides are e-mailed",
    params: QuoteIdParamsSchema,
    body: ResolveDisputeBodySchema,
    response: CompletionViewSchema,
  }),
} satisfies Record<string, RouteDef>;
