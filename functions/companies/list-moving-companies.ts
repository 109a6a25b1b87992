import { routes } from '@schemas/routes';
import { toPublicMovingCompany } from './company-views';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { listAllCompanies } from '@functions/core/data/moving-companies';

/**
 * GET /api/moving-company-list — the company directory.
 * Reads: one Query on gsi1 COMPANIES (sorted by state, then name).
 * Callers: any signed-in role; admins get every company, everyone else only verified ones.
 */
export const listMovingCompanies: PlainHandler<typeof routes.listMovingCompanies> = async ({ auth }) => {
  const companies = await listAllCompanies();
  const visible = auth.role === 'ADMIN' ? companies : companies.filter((c) => c.is_verified);
  return visible.map(toPublicMovingCompany);
};

export const handler = httpHandler(routes.listMovingCompanies, listMovingCompanies);
