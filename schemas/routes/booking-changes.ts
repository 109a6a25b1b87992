import { defineRoute, type RouteDef } from '../route';
import { BookingWithChangesViewSchema, ChangeProposalBodySchema } from '../booking-changes';
import { QuoteIdParamsSchema } from '../quotes';

/** Changes of a booked move: the company proposes, the customer accepts or declines (docs/booking-lifecycle.md). */
export const bookingChangeRoutes = {
  proposeBookingChange: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/change-proposal',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/propose-booking-change',
    summary:
      'The booking’s company proposes another day (in the move’s range, free on its calendar), arrival window and/or terms with a reason; one pending at a time (409), 404 for another company',
    params: QuoteIdParamsSchema,
    body: ChangeProposalBodySchema,
    response: BookingWithChangesViewSchema,
  }),
  acceptBookingChange: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/change-proposal/accept',
    roles: ['MOVER'],
    handler: 'bookings/accept-booking-change',
    summary:
      'The booking’s customer accepts the pending change: day, window and terms replaced and the crew moved in one transaction (409 when the new day is full or nothing waits)',
    params: QuoteIdParamsSchema,
    response: BookingWithChangesViewSchema,
  }),
  declineBookingChange: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/change-proposal/decline',
    roles: ['MOVER'],
    handler: 'bookings/decline-booking-change',
    summary: 'The booking’s customer declines the pending change; the booking stays as it was (409 when nothing waits)',
    params: QuoteIdParamsSchema,
    response: BookingWithChangesViewSchema,
  }),
} satisfies Record<string, RouteDef>;
