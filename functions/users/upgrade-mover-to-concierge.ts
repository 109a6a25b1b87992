import { routes } from '@schemas/routes';
import { updateProfile } from '@functions/core/data/user/users';
import { forbidden, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/upgrade-mover-to-concierge/{userId} — the customer's one-time Concierge upgrade.
 * Reads/writes: the caller's profile (access pattern 1) (one conditional UpdateItem, no read first).
 * Callers: MOVER only (the route table refuses other roles), on their own account only.
 * Idempotent: upgrading twice answers 200 again. Payment comes later (spec: only after the
 * customer approves a booking), so this only records the choice.
 */
export const upgradeMoverToConcierge: PlainHandler<typeof routes.upgradeMoverToConcierge> = async ({
  auth,
  params,
}) => {
  if (params.userId !== auth.userId) throw forbidden('You can only upgrade your own account');
  if (!(await updateProfile(auth.userId, { is_concierge: true }))) throw notFound('User profile not found');
  return { success: true, is_concierge: true };
};

export const handler = httpHandler(routes.upgradeMoverToConcierge, upgradeMoverToConcierge);
