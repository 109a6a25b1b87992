import { routes } from '@schemas/routes';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { companyGuidesOf, guideFor, marketGuideOf } from './guidance';
import { moveShapeOf } from './move-shape';

/**
 * GET /api/my-move-request/price-guide — what moves like the customer's own were quoted: the
 * market's middle half (from 5 quotes) and each company's own (from 3 of its quotes).
 * Reads: the caller's profile (access pattern 1), the move request (access pattern 10) and
 * the guide of the inventory's cubic-feet band, or of the bedroom count when the band has too few quotes (access pattern P1, one item each). Callers: MOVER, their own move only (the
 * profile's); 404 without one.
 */
export const getMyPriceGuide: PlainHandler<typeof routes.getMyPriceGuide> = async ({ auth }) => {
  const profile = await findUser(auth.userId);
  const move = profile?.move_request_id ? await findMoveRequest(profile.move_request_id) : null;
  if (!move || move.user_id !== auth.userId) throw notFound('No move request yet');
  const { guide, basis } = await guideFor(moveShapeOf(move));
  return { move_request_id: move.id, basis, market: marketGuideOf(guide), companies: companyGuidesOf(guide) };
};

export const handler = httpHandler(routes.getMyPriceGuide, getMyPriceGuide);
