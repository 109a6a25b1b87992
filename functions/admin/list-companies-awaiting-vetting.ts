import { routes } from '@schemas/routes';
import { AWAITING_VETTING_LIMIT } from '@schemas/admin-queues';
import { unverifiedCompanies } from '@functions/core/data/company/moving-companies';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * GET /api/admin/companies-awaiting-vetting — the companies not yet verified, newest first (at
 * most AWAITING_VETTING_LIMIT), for the dashboard's 'Waiting for vetting' list. Reads: Query the
 * unverified directory partition (access pattern A7), no Scan. Callers: ADMIN.
 */
export const listCompaniesAwaitingVetting: PlainHandler<typeof routes.listCompaniesAwaitingVetting> = async () => {
  const companies = await unverifiedCompanies();
  return {
    companies: companies.slice(0, AWAITING_VETTING_LIMIT).map((company) => ({
      id: company.id,
      name: company.name,
      city: company.city || null,
      state: company.state || null,
      created_at: company.created_at ?? null,
    })),
  };
};

export const handler = httpHandler(routes.listCompaniesAwaitingVetting, listCompaniesAwaitingVetting);
