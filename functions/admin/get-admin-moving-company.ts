import { routes } from '@schemas/routes';
import { findVetting } from '@functions/core/data/company/company-vetting';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { companyOr404, toAdminMovingCompany } from './company-admin-view';

/**
 * GET /api/admin/moving-company/{id} — one company for the admin form, with its vetting record.
 * Reads: the company (access pattern 5), the vetting record (access pattern A3). Callers: ADMIN (404 for an unknown id).
 */
export const getAdminMovingCompany: PlainHandler<typeof routes.getAdminMovingCompany> = async ({ params }) => {
  const [company, vetting] = await Promise.all([companyOr404(params.id), findVetting(params.id)]);
  return toAdminMovingCompany(company, vetting);
};

export const handler = httpHandler(routes.getAdminMovingCompany, getAdminMovingCompany);
