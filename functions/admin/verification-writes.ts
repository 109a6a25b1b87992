import { listingStateOf, moveAvailabilityToState } from '@functions/core/data/availability';
import { conflict } from '@functions/core/http/errors';
import { companyOr404 } from './company-admin-view';
import type { MovingCompanyItem } from '@functions/core/data/moving-companies';

/** Tries of a read-then-transact whose condition another admin's parallel change refused. */
export const VERIFICATION_ATTEMPTS = 3;
export const changedMeanwhile = () => conflict('This company was changed by someone else just now; please try again.');

/**
 * After a change of verification: the company as stored now (consistent read) and its calendar
 * moved to where matching looks for it (listingStateOf: its state while verified, out of reach
 * while not). The move is idempotent, so repeating the admin's request repairs a failure here.
 */
export async function relistCompany(companyId: string): Promise<MovingCompanyItem> {
  const company = await companyOr404(companyId);
  await moveAvailabilityToState(company.id, listingStateOf(company));
  return company;
}
