import { routes } from '@schemas/routes';
import { toPublicMovingCompany } from './company-views';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { companyClaims } from '@functions/core/data/claim/claims';
import { companyClaimsRecordOf } from '@schemas/claims';
import { canSeeCompany } from './can-see-company';

/**
 * GET /api/moving-company/{id} — the public company page.
 * Reads: the company (access pattern 5) (and the caller's profile for a company user of an unverified one),
 * its claims (gsi2 COMPANY#<id>#CLAIMS, access pattern CL5) for its claims record.
 * An unverified company answers the same 404 as an unknown id, except to admins and its own users.
 */
export const getMovingCompany: PlainHandler<typeof routes.getMovingCompany> = async ({ auth, params }) => {
  const company = await findCompany(params.id);
  if (!company || !(await canSeeCompany(auth, company))) throw notFound('Moving company not found');
  const claims = await companyClaims(company.id);
  return {
    ...toPublicMovingCompany(company),
    claims_record: companyClaimsRecordOf(claims, company.accuracy_completed ?? 0),
  };
};

export const handler = httpHandler(routes.getMovingCompany, getMovingCompany);
