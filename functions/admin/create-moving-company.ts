import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { assertUsableCompanyImage } from '@functions/core/company-images';
import { toMyMovingCompany } from '@functions/core/data/company-views';
import { createCompany, type NewCompany } from '@functions/core/data/moving-companies';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';

/**
 * POST /api/moving-company — an admin adds a moving company (spec section 5, Admin company
 * form; docs/admin.md). It starts unverified: no leads, not in matching, until an admin vets
 * and verifies it.
 * Reads: per image USER#<adminSub>/MEDIA#<mediaId> (the admin's own accepted upload).
 * Writes: COMPANY#<ulid>/PROFILE (conditional create). Callers: ADMIN.
 * Bad input (validation, an image the admin did not upload or that was refused) is a 400 and
 * nothing is written.
 */
export const createMovingCompany: PlainHandler<typeof routes.createMovingCompany> = async ({ auth, body }) => {
  await assertUsableCompanyImage(auth, null, 'logo', body.logo_mediaId);
  await assertUsableCompanyImage(auth, null, 'hero', body.hero_mediaId);
  // The schema already dropped empty fields: only what was given is stored.
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const company = await createCompany({ ...fields, id: ulid() } as NewCompany);
  return toMyMovingCompany(company);
};

export const handler = httpHandler(routes.createMovingCompany, createMovingCompany);
