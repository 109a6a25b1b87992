import { routes } from '@schemas/routes';
import { listSavedCompanies } from '@functions/core/data/saved/saved-companies';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { toSavedView } from './views';

/**
 * GET /api/my-saved-moving-companies — the caller's saved companies, newest first.
 * Reads: one Query of my saved companies (access pattern 18), then one BatchGet of the companies.
 * Records of companies that are gone or no longer verified are left out.
 */
export const listMySavedMovingCompanies: PlainHandler<typeof routes.listMySavedMovingCompanies> = async ({ auth }) => {
  const saved = await listSavedCompanies(auth.userId);
  const companies = await findCompanies(saved.map((s) => s.moving_company_id));
  return saved.flatMap((s) => {
    const company = companies.get(s.moving_company_id);
    return company?.is_verified ? [toSavedView(s, company)] : [];
  });
};

export const handler = httpHandler(routes.listMySavedMovingCompanies, listMySavedMovingCompanies);
