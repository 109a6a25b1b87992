import { ADMIN_MESSAGES } from '@schemas/admin';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import { conflict } from '@functions/platform/http/errors';
import { companyOr404 } from './company-admin-view';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';

/** Tries of a read-then-transact whose condition another admin's parallel change refused. */
export const VERIFICATION_ATTEMPTS = 3;
export const changedMeanwhile = () => conflict(ADMIN_MESSAGES.changedMeanwhile);

/**
 * After a change of verification: the company filed where matching looks for it (its state's
 * listing while verified, out of it while not) and answered as stored now. The refile is
 * idempotent, so repeating the admin's request repairs a failure here.
 */
export async function relistCompany(companyId: string): Promise<MovingCompanyItem> {
  const company = await refileMatchListing(companyId);
  return company ?? companyOr404(companyId); // gone meanwhile: the 404
}
