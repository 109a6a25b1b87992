import { CheckoutUrlResponseSchema } from '../payments';
import { defineRoute, type RouteDef } from '../route';
import { BookingWithChangesViewSchema } from '../booking-changes';
import { QuoteIdParamsSchema } from '../quotes';
import { PdfFileSchema } from '../pdf-file';
import { CompanyCancellationBodySchema, NoShowReportBodySchema } from '../booking-cancellation';
import { ClaimDecisionBodySchema, ClaimViewSchema, FileClaimBodySchema } from '../claims';

/** A booked move's lifecycle: its page, arrival confirmation, changes, completion (docs/booking-lifecycle.md). */
export const bookingRoutes = {
  getBooking: defineRoute({
    method: 'GET',
    path: '/api/booking/{id}',
    roles: ['MOVER', 'MOVING_COMPANY', 'ADMIN'],
    handler: 'bookings/get-booking',
    summary:
      'The booked move of quote {id}: day, arrival window, the terms as booked, stage and both sides’ contact (its customer, its company or an admin; 404 otherwise)',
    params: QuoteIdParamsSchema,
    response: BookingWithChangesViewSchema,
  }),
  startCardUpdate: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/card-update',
    roles: ['MOVER'],
    throttle: 'spend',
    handler: 'payments/start-card-update',
    summary:
      "The customer of an upcoming protected-payment booking opens a Stripe Checkout (setup mode) to save a new card for its balance; a refused hold is made again on it (404 for another customer's booking; 409 for a booking paid directly or no longer upcoming)",
    params: QuoteIdParamsSchema,
    response: CheckoutUrlResponseSchema,
  }),
  cancelBookingByCompany: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/cancel-by-company',
    roles: ['MOVING_COMPANY'],
    throttle: 'mail',
    handler: 'bookings/cancel-booking-by-company',
    summary:
      'The company holding an upcoming booking cancels it with a reason told to the customer: the crew day is freed, everything paid through MoveMatch is refunded, and the customer is pointed to other companies (404 for another company; 400 once the move is no longer upcoming)',
    params: QuoteIdParamsSchema,
    body: CompanyCancellationBodySchema,
    response: BookingWithChangesViewSchema,
  }),
  reportNoShow: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/report-no-show',
    roles: ['MOVER'],
    handler: 'bookings/report-no-show',
    summary:
      "The booking's customer reports, from the move day on, that the company did not come; an admin confirms it (404 for another customer; 400 before the move day, once the move is no longer upcoming, or when reported already)",
    params: QuoteIdParamsSchema,
    body: NoShowReportBodySchema,
    response: BookingWithChangesViewSchema,
  }),
  confirmNoShow: defineRoute({
    method: 'POST',
    path: '/api/admin/bookings/{id}/confirm-no-show',
    roles: ['ADMIN'],
    handler: 'bookings/confirm-no-show',
    summary:
      "An admin confirms the customer's report that the company did not come: the booking is cancelled as the company's and everything paid through MoveMatch is refunded (400 when nothing was reported or the move is no longer upcoming)",
    params: QuoteIdParamsSchema,
    response: BookingWithChangesViewSchema,
  }),
  fileClaim: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/claim',
    roles: ['MOVER'],
    handler: 'bookings/file-claim',
    summary:
      'The booking’s customer files a loss or damage claim (items, amounts, weights, what happened) once the move is completed, within 9 months of the move day (400 after, with the last day; 409 when one is filed)',
    params: QuoteIdParamsSchema,
    body: FileClaimBodySchema,
    response: ClaimViewSchema,
  }),
  getClaim: defineRoute({
    method: 'GET',
    path: '/api/booking/{id}/claim',
    roles: ['MOVER', 'MOVING_COMPANY', 'ADMIN'],
    handler: 'bookings/get-claim',
    summary:
      'The booking’s loss or damage claim with its clocks and decision (its customer, its company or an admin; 404 otherwise or when none is filed)',
    params: QuoteIdParamsSchema,
    response: ClaimViewSchema,
  }),
  acknowledgeClaim: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/claim/acknowledge',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/acknowledge-claim',
    summary:
      'The booking’s company acknowledges the claim (due within 30 days of filing; 409 once acknowledged or decided; 404 for anyone else)',
    params: QuoteIdParamsSchema,
    response: ClaimViewSchema,
  }),
  decideClaim: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/claim/decision',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/decide-claim',
    summary:
      'The booking’s company pays, repairs or replaces (with the amount) or declines the claim with a reason (due within 120 days; 409 once decided; 404 for anyone else)',
    params: QuoteIdParamsSchema,
    body: ClaimDecisionBodySchema,
    response: ClaimViewSchema,
  }),
  getBillOfLading: defineRoute({
    method: 'GET',
    path: '/api/booking/{id}/bill-of-lading',
    roles: ['MOVER', 'MOVING_COMPANY', 'ADMIN'],
    handler: 'bookings/get-bill-of-lading',
    summary:
      'The bill of lading of an interstate booking as a PDF (base64), generated from its terms as booked, with the most due at delivery (its customer, its company or an admin; 404 otherwise; 409 for a move within one state or a cancelled booking)',
    params: QuoteIdParamsSchema,
    response: PdfFileSchema,
  }),
} satisfies Record<string, RouteDef>;
