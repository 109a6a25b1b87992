import { routes } from '@schemas/routes';
import { createPendingMedia } from '@functions/core/data/media/media';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { newAdminImageMediaId, newAttachmentMediaId, newMediaId, pendingObjectKey } from './media-keys';
import { uploaderOf } from './uploader';
import { presignUpload, UPLOAD_URL_TTL_SECONDS } from './upload-url';

/**
 * POST /api/images/upload-url — step 1 of an image upload (docs/images.md).
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5) (callersCompany). Writes: the company's
 * image record (PENDING, TTL one day). Answers a presigned PUT to pending/<mediaId> whose
 * signature binds the declared content type and size.
 * Callers: MOVING_COMPANY, for its own company (404 'No moving company found' without one);
 * kind 'attachment' (a message image): MOVER and MOVING_COMPANY, recorded under the uploader
 * (the user's upload record); a MOVER asking for a logo or hero: 403.
 * ADMIN: a logo or hero of its own (the admin's upload record, key under
 * companies/by-admin/, no user id in it), for the company it creates or edits.
 * The declared type and size are checked here for a quick answer; the stored object is
 * checked again by upload-image, which is what counts.
 */
export const createImageUpload: PlainHandler<typeof routes.createImageUpload> = async ({ auth, body }) => {
  const uploader = await uploaderOf(auth, body.kind);
  const mediaId =
    body.kind === 'attachment'
      ? newAttachmentMediaId(body.fileName)
      : uploader.companyId
        ? newMediaId(uploader.companyId, body.fileName)
        : newAdminImageMediaId(body.fileName);
  await createPendingMedia({
    companyId: uploader.companyId,
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
