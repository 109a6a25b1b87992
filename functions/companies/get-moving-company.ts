import { routes } from '@schemas/routes';
import { toPublicMovingCompany } from './company-views';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { canSeeCompany } from './can-see-company';

/**
 * GET /api/moving-company/{id} — the public company page.
 * Reads: the company (access pattern 5) (and the caller's profile for a company user of an unverified one).
 * An unverified company answers the same 404 as an unknown id, except to admins and its own users.
 */
export const getMovingCompany: PlainHandler<typeof routes.getMovingCompany> = async ({ auth, params }) => {
  const company = await findCompany(params.id);
  if (!company || !(await canSeeCompany(auth, company))) throw notFound('Moving company not found');
  return toPublicMovingCompany(company);
};

export const handler = httpHandler(routes.getMovingCompany, getMovingCompany);
