import { routes } from '@schemas/routes';
import { createPendingMedia } from '@functions/core/data/media';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { callersCompany } from '@functions/core/http/callers-company';
import { newMediaId, pendingObjectKey } from './media-keys';
import { presignUpload, UPLOAD_URL_TTL_SECONDS } from './upload-url';

/**
 * POST /api/images/upload-url — step 1 of an image upload (docs/images.md).
 * Reads: USER#<sub>/PROFILE, COMPANY#<id>/PROFILE (callersCompany). Writes: COMPANY#<id>/
 * MEDIA#<mediaId> (PENDING, TTL one day). Answers a presigned PUT to pending/<mediaId> whose
 * signature binds the declared content type and size.
 * Callers: MOVING_COMPANY, for its own company (404 'No moving company found' without one).
 * The declared type and size are checked here for a quick answer; the stored object is
 * checked again by upload-image, which is what counts.
 */
export const createImageUpload: PlainHandler<typeof routes.createImageUpload> = async ({ auth, body }) => {
  const company = await callersCompany(auth);
  const mediaId = newMediaId(company.id, body.fileName);
  await createPendingMedia({
    companyId: company.id,
    mediaId,
    kind: body.kind,
    fileName: body.fileName,
    contentType: body.contentType,
    size: body.size,
    userId: auth.userId,
  });
  const upload = await presignUpload(pendingObjectKey(mediaId), body.contentType, body.size);
  return { mediaId, uploadUrl: upload.url, headers: upload.headers, expiresInSeconds: UPLOAD_URL_TTL_SECONDS };
};

export const handler = httpHandler(routes.createImageUpload, createImageUpload);
