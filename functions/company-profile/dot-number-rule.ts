import { TRUST_MESSAGES } from '@schemas/trust-facts';
import type { UpdateMovingCompanyBody } from '@schemas/admin';
import { findVetting, vettingDotChangeItem } from '@functions/core/data/company/company-vetting';
import type { CompanyUpdateOptions, MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { UserItem } from '@functions/core/data/user/users';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { callerName } from '@functions/platform/http/caller-name';
import { badRequest } from '@functions/platform/http/errors';

/** 400 on the field: a verified company's DOT number is changed by MoveMatch only. */
export const dotLocked = () =>
  badRequest(TRUST_MESSAGES.dotLocked, { fields: { dot_number: TRUST_MESSAGES.dotLocked } });

/**
 * What a change of the DOT number asks of the company's update (docs/admin.md, Trust facts).
 * The same number, or none sent, asks nothing (so the form still saves). The company itself:
 * refused once verified (400, nothing written), and while unverified the write is conditional on
 * staying so. An admin: the vetting record, when there is one, follows the new number in the same
 * transaction, with who changed it and when (reads the record, access pattern A3).
 */
export async function dotNumberChange(
  auth: AuthContext,
  profile: UserItem | null,
  company: MovingCompanyItem,
  body: UpdateMovingCompanyBody,
): Promise<CompanyUpdateOptions> {
  const dotNumber = body.dot_number;
  if (dotNumber === undefined || dotNumber === company.dot_number) return {};
  if (auth.role !== 'ADMIN') {
    if (company.is_verified === true) throw dotLocked();
    return { onlyWhileUnverified: true };
  }
  const vetting = await findVetting(company.id);
  if (!vetting || vetting.usdot_number === dotNumber) return {};
  return {
    alongside: { vetting: vettingDotChangeItem(company.id, dotNumber, { id: auth.userId, name: callerName(profile) }) },
  };
}
