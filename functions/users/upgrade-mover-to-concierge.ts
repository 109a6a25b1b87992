import { routes } from '@schemas/routes';
import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { updateProfile } from '@functions/core/data/user/users';
import { openConciergeCase } from '@functions/core/data/concierge/concierge-desk';
import { findBooking } from '@functions/core/data/quote/bookings';
import { conflict, forbidden, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/upgrade-mover-to-concierge/{userId} — the customer's one-time Concierge upgrade.
 * Reads/writes: the booking lock (a customer holding a booking is refused, 409: Concierge has
 * nothing left to do), the caller's profile (access pattern 1) (one conditional UpdateItem), then
 * the concierge case that puts them in the staff queue (access pattern C1, created once).
 * Callers: MOVER only (the route table refuses other roles), on their own account only.
 * Idempotent: upgrading twice answers 200 again. Payment comes later (spec: only after the
 * customer approves a booking), so this only records the choice.
 */
export const upgradeMoverToConcierge: PlainHandler<typeof routes.upgradeMoverToConcierge> = async ({
  auth,
  params,
}) => {
  if (params.userId !== auth.userId) throw forbidden('You can only upgrade your own account');
  if (await findBooking(auth.userId)) throw conflict(CONCIERGE_MESSAGES.bookedAlready);
  if (!(await updateProfile(auth.userId, { is_concierge: true }))) throw notFound('User profile not found');
  await openConciergeCase(auth.userId, new Date());
  return { success: true, is_concierge: true };
};

export const handler = httpHandler(routes.upgradeMoverToConcierge, upgradeMoverToConcierge);
