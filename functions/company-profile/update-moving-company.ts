import { routes } from '@schemas/routes';
import { ADMIN_MESSAGES, type UpdateMovingCompanyBody } from '@schemas/admin';
import { assertServiceAreaSavable, assertUsableCompanyImage, toMyMovingCompany } from '@functions/companies';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import { COMPANY_EMAIL_TAKEN } from '@functions/core/data/company/company-email-claims';
import {
  isEmailTaken,
  isVerifiedMeanwhile,
  updateCompany,
  type CompanyChanges,
} from '@functions/core/data/company/moving-companies';
import { conflict, forbidden } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { companyInPath } from '@functions/platform/http/callers-company';
import { dotLocked, dotNumberChange } from './dot-number-rule';

/** The fields to write: the schema already dropped empty ones. */
function changesOf(body: UpdateMovingCompanyBody): CompanyChanges {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/**
 * PATCH /api/moving-company/{id} — the company edits its own profile (spec section 5,
 * Company self-edit; Saving companies), an admin any company (Admin company form).
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), per new image the company's
 * image record (and, for an admin, the admin's upload record).
 * Writes: the company (access pattern 5) (UpdateItem on the existing item; gsi1 follows state and name;
 * a new e-mail moves the company e-mail claim (access pattern A1) in the same transaction, 409 when taken);
 * then matching's cell rosters follow it (access pattern M1, refileMatchListing: only a
 * verified company is listed; the rosters are written only when what they hold changed).
 * Callers: MOVING_COMPANY for its own company (403 for another id, 404 without a company; 403
 * adminFieldsOnly when it sends name or email); ADMIN for any company (404 for an unknown id).
 * is_verified and the vetting are not in the schema (strict: 400): only the admin's vetting
 * routes set them. The DOT number (dot-number-rule.ts): a verified company's own change is a 400
 * (the same number passes); an admin's change re-records the vetting's USDOT number in the same
 * transaction (reads the vetting record, access pattern A3). Bad input (validation, an unaccepted
 * image, a ZIP code the dataset does not know, a service radius without a ZIP code:
 * service-area-rule.ts) is a 400 and nothing is written.
 */
export const updateMovingCompany: PlainHandler<typeof routes.updateMovingCompany> = async ({
  auth,
  profile,
  params,
  body,
}) => {
  if (auth.role !== 'ADMIN' && (body.name !== undefined || body.email !== undefined))
    throw forbidden(ADMIN_MESSAGES.adminFieldsOnly);
  const company = await companyInPath(auth, params.id);
  assertServiceAreaSavable(company, body);
  await assertUsableCompanyImage(auth, company, 'logo', body.logo_mediaId);
  await assertUsableCompanyImage(auth, company, 'hero', body.hero_mediaId);
  const dotChange = await dotNumberChange(auth, profile, company, body);
  const changes = changesOf(body);
  if (Object.keys(changes).length === 0) return toMyMovingCompany(company);
  const updated = await updateCompany(company, changes, dotChange);
  if (isVerifiedMeanwhile(updated)) throw dotLocked();
  if (isEmailTaken(updated)) throw conflict(COMPANY_EMAIL_TAKEN, { fields: { email: COMPANY_EMAIL_TAKEN } });
  // Matching's rosters follow the saved name, state, base ZIP code and service area (a refile writes only what changed).
  return toMyMovingCompany((await refileMatchListing(company.id)) ?? updated);
};

export const handler = httpHandler(routes.updateMovingCompany, updateMovingCompany);
