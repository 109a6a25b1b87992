import { defineRoute, type RouteDef } from '../route';
import { BookingWithChangesViewSchema } from '../booking-changes';
import { QuoteIdParamsSchema } from '../quotes';
import { PdfFileSchema } from '../pdf-file';

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
