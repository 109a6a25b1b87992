import { routes } from '@schemas/routes';
import type { ImageKind, UpdateMyMovingCompanyBody } from '@schemas/company-profile';
import { listingStateOf, moveAvailabilityToState } from '@functions/core/data/availability';
import { findMedia } from '@functions/core/data/media';
import { updateCompany, type CompanyChanges, type MovingCompanyItem } from '@functions/core/data/moving-companies';
import { badRequest } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { callersOwnCompany } from '@functions/core/http/callers-company';
import { toMyMovingCompany } from './views';

/**
 * A media id may be saved on a company only when upload-image accepted it for this company
 * and this kind (the record's key names the company). The id already saved passes as is.
 */
async function assertUsableMedia(company: MovingCompanyItem, kind: Exclude<ImageKind, 'attachment'>, mediaId: string | undefined) {
  if (!mediaId) return;
  const field = `${kind}_mediaId` as const;
  if (company[field] === mediaId) return;
  const media = await findMedia(company.id, mediaId);
  if (!media || media.status !== 'ACCEPTED' || media.kind !== kind) {
    throw badRequest(`${field}: this image was not uploaded and accepted as your company's ${kind}`, {
      fields: { [field]: 'Image not accepted' },
    });
  }
}

/** The fields to write: the schema already dropped empty ones. */
function changesOf(body: UpdateMyMovingCompanyBody): CompanyChanges {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as CompanyChanges;
}

/**
 * PATCH /api/moving-company/{id} — the company edits its own profile (spec section 5,
 * Company self-edit; Saving companies).
 * Reads: USER#<sub>/PROFILE, COMPANY#<id>/PROFILE, COMPANY#<id>/MEDIA#<mediaId> per new image.
 * Writes: COMPANY#<id>/PROFILE (UpdateItem on the existing item; gsi1 follows the state); on a
 * change of state, COMPANY#<id>/AVMONTH#<month> items move to the new state's matching index
 * (listingStateOf: only a verified company is listed).
 * Callers: MOVING_COMPANY for its own company (403 for another id, 404 without a company).
 * Bad input (validation, an unaccepted image) is a 400 and nothing is written.
 */
export const updateMovingCompany: PlainHandler<typeof routes.updateMovingCompany> = async ({ auth, params, body }) => {
  const company = await callersOwnCompany(auth, params.id);
  await assertUsableMedia(company, 'logo', body.logo_mediaId);
  await assertUsableMedia(company, 'hero', body.hero_mediaId);
  const changes = changesOf(body);
  if (Object.keys(changes).length === 0) return toMyMovingCompany(company);
  const updated = await updateCompany(company, changes);
  const listing = listingStateOf(updated);
  if (listing !== listingStateOf(company)) await moveAvailabilityToState(company.id, listing);
  return toMyMovingCompany(updated);
};

export const handler = httpHandler(routes.updateMovingCompany, updateMovingCompany);
