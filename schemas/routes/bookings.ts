import { defineRoute, type RouteDef } from '../route';
import { BookingWithChangesViewSchema } from '../booking-changes';
import { QuoteIdParamsSchema } from '../quotes';

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
} satisfies Record<string, RouteDef>;
