import { ADMIN_MESSAGES } from '@schemas/admin';
import { routes } from '@schemas/routes';
import { findVetting, stampVetting, vettingPutItem } from '@functions/core/data/company/company-vetting';
import { meetsVettingBar, publicFactsOf } from '@functions/companies';
import { companyVerificationItem } from '@functions/core/data/company/moving-companies';
import { transactWrite } from '@functions/core/data/transact-write';
import { callerName } from '@functions/platform/http/caller-name';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { companyOr404, toAdminMovingCompany } from './company-admin-view';
import { changedMeanwhile, relistCompany, VERIFICATION_ATTEMPTS } from './verification-writes';

const { vettedOnFuture: FUTURE_DATE } = ADMIN_MESSAGES;

/** 400 on the field unless `date` (a real day within the horizon: the contract) is today or earlier (Carolinas time). */
function assertVettedOnValid(date: string): void {
  if (date > todayInCarolinas()) throw badRequest(`vetted_on: ${FUTURE_DATE}`, { fields: { vetted_on: FUTURE_DATE } });
}

/**
 * PUT /api/admin/moving-company/{id}/vetting — the admin records what it found (docs/admin.md,
 * Vetting rule); vetted_by is the calling admin.
 * Reads: the company (access pattern 5) and the record it replaces (access pattern A3) (consistent:
 * an expiry e-mail already sent and the last DOT number change carry over while they hold). Writes, in one transaction: the vetting record (access pattern A3)
 * (replaced) and the company's verification (access pattern 5), conditional on the verification read:
 * a verified company keeps it with the new record's public facts when the record meets the
 * bar, and is unverified (facts removed) when it does not. Then its matching listing follows
 * (refileMatchListing; out of matching when unverified). A parallel verify or unverify
 * makes the transaction refuse and the whole decision is taken again on a fresh read.
 * Repeating the request is harmless and repairs a failure after the transaction.
 * Callers: ADMIN. 404 for an unknown company; vetted_on in the future or not a date: 400.
 */
export const putCompanyVetting: PlainHandler<typeof routes.putCompanyVetting> = async ({
  auth,
  profile,
  params,
  body,
}) => {
  assertVettedOnValid(body.vetted_on);
  const name = callerName(profile);
  for (let attempt = 1; attempt <= VERIFICATION_ATTEMPTS; attempt++) {
    const company = await companyOr404(params.id);
    const record = stampVetting(
      { moving_company_id: company.id, ...body, vetted_by_id: auth.userId, vetted_by_name: name },
      await findVetting(company.id),
    );
    const wasVerified = company.is_verified === true;
    const staysVerified = wasVerified && meetsVettingBar(record);
    const outcome = await transactWrite({
      vetting: vettingPutItem(record),
      company: companyVerificationItem(company.id, staysVerified ? publicFactsOf(record) : null, wasVerified),
    });
    if (outcome.ok) return toAdminMovingCompany(await relistCompany(company.id), await findVetting(company.id));
    if (outcome.refused('company')) continue; // verified or unverified meanwhile (or deleted): decide again
    throw new Error(`Vetting transaction refused: ${outcome.reasons}`);
  }
  throw changedMeanwhile();
};

export const handler = httpHandler(routes.putCompanyVetting, putCompanyVetting);
