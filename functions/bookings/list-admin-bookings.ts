import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { unconfirmedArrivals } from './unconfirmed-arrivals';

/**
 * GET /api/admin/bookings?view=unconfirmed (admins): upcoming booked moves within 48 hours whose
 * arrival window is not confirmed, soonest first (unconfirmed-arrivals.ts).
 */
export const listAdminBookings: PlainHandler<typeof routes.listAdminBookings> = async () => ({
  items: await unconfirmedArrivals(new Date()),
});

export const handler = httpHandler(routes.listAdminBookings, listAdminBookings);
