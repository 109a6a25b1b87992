import { routes } from '@schemas/routes';
import { INSURANCE_NOTICE_DAYS, type AttentionCompany } from '@schemas/trust-facts';
import { insuranceExpiryOf } from '@functions/companies';
import { vettingsExpiringBy } from '@functions/core/data/company/company-vetting';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { addDays } from '@functions/platform/calendar-dates';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';

/**
 * GET /api/admin/needs-attention — companies whose insurance certificate has expired or expires
 * within INSURANCE_NOTICE_DAYS (Carolinas days), soonest first. Nothing is unverified by it: the
 * admin decides. Reads: Query the vetting records' sparse expiry index (access pattern A6) up to
 * today + 14 days, then one BatchGet of their companies (access pattern 5) for the names.
 * Callers: ADMIN.
 */
export const listNeedsAttention: PlainHandler<typeof routes.listNeedsAttention> = async () => {
  const today = todayInCarolinas();
  const through = addDays(today, INSURANCE_NOTICE_DAYS);
  const records = await vettingsExpiringBy(through);
  const companies = await findCompanies(records.map((record) => record.moving_company_id));
  const rows = records.flatMap((record): AttentionCompany[] => {
    const company = companies.get(record.moving_company_id);
    const expiresOn = insuranceExpiryOf(record);
    if (!company || !expiresOn) return [];
    return [
      {
        id: company.id,
        name: company.name,
        is_verified: company.is_verified === true,
        insurance_expires_on: expiresOn,
        cargo_insurance_expires_on: record.cargo_insurance_expires_on ?? null,
        liability_insurance_expires_on: record.liability_insurance_expires_on ?? null,
        expired: expiresOn < today,
      },
    ];
  });
  return { companies: rows, through };
};

export const handler = httpHandler(routes.listNeedsAttention, listNeedsAttention);
