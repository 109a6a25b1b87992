import { routes } from '@schemas/routes';
import { ADMIN_MESSAGES } from '@schemas/admin';
import { findVetting, vettingUnchangedItem } from '@functions/core/data/company/company-vetting';
import { meetsVettingBar, publicFactsOf, unvettedDotNumber } from '@functions/companies';
import { companyVerificationItem } from '@functions/core/data/company/moving-companies';
import { transactWrite } from '@functions/core/data/transact-write';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { companyOr404, toAdminMovingCompany } from './company-admin-view';
import { changedMeanwhile, relistCompany, VERIFICATION_ATTEMPTS } from './verification-writes';

/**
 * PUT /api/admin/moving-company/{id}/verification — verifies or unverifies a company
 * (docs/admin.md, Vetting rule). Only here and in put-company-vetting is is_verified written.
 * Verify: needs a vetting record meeting the bar (409 noVettingRecord / notVettedEnough) and
 * the company's DOT number to be the vetted USDOT number (400 dotNotVetted naming both; a company
 * without one gets the vetted number), checked again in the transaction.
 * Reads: the company (access pattern 5) and the vetting record (access pattern A3) (consistent). Writes: one transaction,
 * a ConditionCheck that the record is still the one read and the company (access pattern 5) with
 * is_verified true and the record's public facts (a parallel re-vetting makes it decide again);
 * unverify: the profile without verification and facts. Then the company is filed into its
 * state's matching listing or out of it (refileMatchListing), so matching sees the change at
 * once; matching also re-checks is_verified on the company, so the profile write alone already
 * hides it. Idempotent: repeating repairs a failed refile.
 * Callers: ADMIN. 404 for an unknown company.
 */
export const setCompanyVerification: PlainHandler<typeof routes.setCompanyVerification> = async ({ params, body }) => {
  for (let attempt = 1; attempt <= VERIFICATION_ATTEMPTS; attempt++) {
    const company = await companyOr404(params.id);
    const record = await findVetting(company.id);
    if (body.is_verified) {
      if (!record) throw conflict(ADMIN_MESSAGES.noVettingRecord);
      if (!meetsVettingBar(record)) throw conflict(ADMIN_MESSAGES.notVettedEnough);
      const unvetted = unvettedDotNumber(company.dot_number, record);
      if (unvetted) throw badRequest(ADMIN_MESSAGES.dotNotVetted(unvetted, record.usdot_number));
    }
    const outcome = await transactWrite({
      unchangedVetting: body.is_verified ? vettingUnchangedItem(record!) : null,
      company: body.is_verified
        ? companyVerificationItem(company.id, publicFactsOf(record!), undefined, record!.usdot_number)
        : companyVerificationItem(company.id, null),
    });
    if (outcome.ok) return toAdminMovingCompany(await relistCompany(company.id), record);
    // record replaced or company gone: decide again
    if (outcome.refused('unchangedVetting') || outcome.refused('company')) continue;
    throw new Error(`Verification transaction refused: ${outcome.reasons}`);
  }
  throw changedMeanwhile();
};

export const handler = httpHandler(routes.setCompanyVerification, setCompanyVerification);
