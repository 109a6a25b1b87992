import { defineRoute, type RouteDef } from '../route';
import { AdminBookingsQuerySchema, UnconfirmedArrivalListSchema } from '../booking-arrival';
import { BookingWithChangesViewSchema } from '../booking-changes';
import { QuoteIdParamsSchema } from '../quotes';

/** The arrival window's confirmation after the 72-hour reminder (docs/booking-lifecycle.md). */
export const bookingArrivalRoutes = {
  confirmArrival: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/confirm-arrival',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/confirm-arrival',
    summary:
      "The booking's company confirms the crew's arrival window (idempotent; 400 when the move is not upcoming; 404 to other companies); the customer is e-mailed; answers the booking as GET /booking/{id}",
    params: QuoteIdParamsSchema,
    response: BookingWithChangesViewSchema,
  }),
  listAdminBookings: defineRoute({
    method: 'GET',
    path: '/api/admin/bookings',
    roles: ['ADMIN'],
    handler: 'bookings/list-admin-bookings',
    summary:
      'view=unconfirmed: upcoming booked moves whose day starts within 48 hours and whose arrival window the company has not confirmed, soonest first',
    query: AdminBookingsQuerySchema,
    response: UnconfirmedArrivalListSchema,
  }),
} satisfies Record<string, RouteDef>;
