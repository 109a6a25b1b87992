import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { assertServiceAreaSavable, assertUsableCompanyImage, toMyMovingCompany } from '@functions/companies';
import { COMPANY_EMAIL_TAKEN } from '@functions/core/data/company/company-email-claims';
import { createCompany, isEmailTaken, type NewCompany } from '@functions/core/data/company/moving-companies';
import { conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/moving-company — an admin adds a moving company (spec section 5, Admin company
 * form; docs/admin.md). It starts unverified: no leads, not in matching, until an admin vets
 * and verifies it.
 * Reads: per image the admin's own accepted upload (image uploads, docs/images.md).
 * Writes: one transaction, the new company and its e-mail claim (access pattern A1) (both
 * conditional creates): 409 when another company uses the e-mail address. Callers: ADMIN.
 * Bad input (validation, an image the admin did not upload or that was refused, a ZIP code
 * the dataset does not know, a service radius without a ZIP code) is a 400 and nothing is written.
 */
export const createMovingCompany: PlainHandler<typeof routes.createMovingCompany> = async ({ auth, body }) => {
  assertServiceAreaSavable(null, body);
  await assertUsableCompanyImage(auth, null, 'logo', body.logo_mediaId);
  await assertUsableCompanyImage(auth, null, 'hero', body.hero_mediaId);
  // The schema already dropped empty fields: only what was given is stored.
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const company = await createCompany({ ...fields, id: ulid() } as NewCompany);
  if (isEmailTaken(company)) throw conflict(COMPANY_EMAIL_TAKEN, { fields: { email: COMPANY_EMAIL_TAKEN } });
  return toMyMovingCompany(company);
};

export const handler = httpHandler(routes.createMovingCompany, createMovingCompany);
