import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersCompany } from '@functions/platform/http/callers-company';
import { toMyMovingCompany } from '@functions/companies';

/**
 * GET /api/my-moving-company — the caller's own company for the profile editor.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5). Callers: MOVING_COMPANY; 404 'No moving
 * company found' when the profile links none.
 */
export const getMyMovingCompany: PlainHandler<typeof routes.getMyMovingCompany> = async ({ auth }) =>
  toMyMovingCompany(await callersCompany(auth));

export const handler = httpHandler(routes.getMyMovingCompany, getMyMovingCompany);
