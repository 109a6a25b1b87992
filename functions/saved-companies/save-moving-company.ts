import { routes } from '@schemas/routes';
import { saveCompanyOnce } from '@functions/core/data/saved/saved-companies';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { toSavedView } from './views';

/**
 * POST /api/saved-moving-company — the customer bookmarks a company.
 * Reads: the company (access pattern 5). Writes: the saved company (access pattern 17) (conditional create).
 * Callers: MOVER, for themselves. Only verified companies can be saved (404 otherwise, nothing
 * stored). Idempotent: 201 for the first save, 200 with the same record after that.
 */
export const saveMovingCompany: PlainHandler<typeof routes.saveMovingCompany> = async ({ auth, body }) => {
  const company = await findCompany(body.moving_company_id);
  if (!company || !company.is_verified) throw notFound('Moving company not found');
  const { item, created } = await saveCompanyOnce(auth.userId, company.id);
  return new Reply(created ? 201 : 200, toSavedView(item, company));
};

export const handler = httpHandler(routes.saveMovingCompany, saveMovingCompany);
