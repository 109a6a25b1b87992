import { routes } from '@schemas/routes';
import { formatNcucCertificate } from '@schemas/licences';
import {
  INSURANCE_NOTICE_DAYS,
  type AttentionCompany,
  type LicenceLapse,
  type OverdueClaim,
} from '@schemas/trust-facts';
import { openClaimsDueBefore } from '@functions/core/data/claim/claims';
import { insuranceExpiryOf } from '@functions/companies';
import { vettingsExpiringBy, vettingsWithUnlistedNcuc } from '@functions/core/data/company/company-vetting';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { addDays } from '@functions/platform/calendar-dates';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';

const unique = <T>(value: T, index: number, all: T[]) => all.indexOf(value) === index;

/**
 * GET /api/admin/needs-attention — companies whose insurance certificate has expired or expires
 * within INSURANCE_NOTICE_DAYS (Carolinas days), soonest first, and those whose NCUC certificate
 * the Commission's list no longer holds (the daily import), and the open loss or damage claims
 * whose company missed its next deadline (acknowledge within 30 days, decide within 120). Nothing
 * is unverified by it: the admin decides. Reads: Query the vetting records' sparse expiry index
 * (access pattern A6) up to today + 14 days, their sparse NCUCUNLISTED index (A7) and the open
 * claims' index up to now (CL4), then one BatchGet of their companies (access pattern 5) for the names.
 * Callers: ADMIN.
 */
export const listNeedsAttention: PlainHandler<typeof routes.listNeedsAttention> = async () => {
  const today = todayInCarolinas();
  const through = addDays(today, INSURANCE_NOTICE_DAYS);
  const [records, lapsed, claims] = await Promise.all([
    vettingsExpiringBy(through),
    vettingsWithUnlistedNcuc(),
    openClaimsDueBefore(new Date().toISOString()),
  ]);
  const companies = await findCompanies(
    [...records, ...lapsed, ...claims].map((record) => record.moving_company_id).filter(unique),
  );
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
  const licenceLapses = lapsed.flatMap((record): LicenceLapse[] => {
    const company = companies.get(record.moving_company_id);
    if (!company || !record.ncuc_unlisted_certificate || !record.ncuc_unlisted_since) return [];
    return [
      {
        id: company.id,
        name: company.name,
        is_verified: company.is_verified === true,
        certificate: formatNcucCertificate(record.ncuc_unlisted_certificate),
        unlisted_since: record.ncuc_unlisted_since,
      },
    ];
  });
  const overdueClaims = claims.map((claim): OverdueClaim => ({
    quote_id: claim.quote_id,
    company_id: claim.moving_company_id,
    company_name: companies.get(claim.moving_company_id)?.name ?? '',
    missed: claim.status === 'FILED' ? 'ACKNOWLEDGE' : 'DECIDE',
    due: claim.status === 'FILED' ? claim.acknowledge_by : claim.decide_by,
    total_claimed: claim.total_claimed,
  }));
  return { companies: rows, licence_lapses: licenceLapses, overdue_claims: overdueClaims, through };
};

export const handler = httpHandler(routes.listNeedsAttention, listNeedsAttention);
