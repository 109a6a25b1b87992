import { routes } from '@schemas/routes';
import { IMAGE_MESSAGES } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import {
  acceptMedia,
  claimCheck,
  deleteMedia,
  findAttachmentMedia,
  findMedia,
  releaseCheck,
  type MediaItem,
} from '@functions/core/data/media/media';
import { imageUrl } from '@functions/platform/images';
import { badRequest, conflict, HttpError } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { logger } from '@functions/platform/logger';
import { checkImage } from './image-check';
import { judgeImage, storedAsDeclared } from './image-rules';
import { awaitOtherCheck } from './media-check-claim';
import { pendingObjectKey } from './media-keys';
import { uploaderOf } from './uploader';
import { deleteObject, headObject, putImage, readObject } from './stored-object';

const answer = (media: MediaItem) => ({ file: { url: imageUrl(media.media_id)!, mediaId: media.media_id } });

/** Refuses an upload: the object and the record go, so the media id can never be saved. */
async function refuse(media: MediaItem, message: string): Promise<never> {
  await deleteObject(pendingObjectKey(media.media_id));
  await deleteMedia(media);
  logger.info('Image refused', { mediaId: media.media_id, reason: message });
  throw badRequest(message);
}

/**
 * POST /api/images/upload-image — step 2 of an image upload (docs/images.md): checks what
 * was stored at pending/<mediaId> and accepts it.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), the image record; the S3
 * object's head and bytes. Writes: the checked bytes to <mediaId> (the served key),
 * the pending object deleted, the media record CHECKING then ACCEPTED. Only the request that
 * moved the record from PENDING to CHECKING touches the object (claimCheck); a
 * parallel check of the same upload waits for that verdict.
 * Callers: MOVING_COMPANY, only media ids of its own company (another company's id is
 * simply unknown: 400); an 'attachment' (MOVER or MOVING_COMPANY): only the caller's own
 * uploads (the user's upload records; anyone else's is unknown: 400); ADMIN: its own logo or
 * hero uploads (the admin's upload records); a MOVER on a logo or hero: 403. A refused image (type, size, pixels, structure, or not the
 * announced type and size) is deleted at once: 400 with the reason.
 * Idempotent: an already accepted id answers the same file again.
 */
export const uploadImage: PlainHandler<typeof routes.uploadImage> = async ({ auth, body }) => {
  const uploader = await uploaderOf(auth, body.kind);
  // An attachment or an admin's company image is the caller's own record; a company image its company's.
  const media =
    uploader.companyId && body.kind !== 'attachment'
      ? await findMedia(uploader.companyId, body.mediaId)
      : await findAttachmentMedia(auth.userId, body.mediaId);
  if (!media) throw badRequest(IMAGE_MESSAGES.unknownMedia);
  if (media.kind !== body.kind) throw badRequest(`This mediaId was uploaded as a ${media.kind}, not a ${body.kind}`);
  if (media.status === 'ACCEPTED') return answer(media);

  if (!(await claimCheck(media))) {
    // Another request is checking this upload (a double click): its verdict is ours.
    const other = await awaitOtherCheck(media);
    if (other.outcome === 'accepted') return answer(other.media);
    if (other.outcome === 'refused') throw badRequest(IMAGE_MESSAGES.refusedMeanwhile);
    throw conflict(IMAGE_MESSAGES.stillChecking);
  }
  try {
    return answer(await checkAndAccept(media));
  } catch (error) {
    if (!(error instanceof HttpError)) await releaseCheck(media);
    throw error;
  }
};

/**
 * The check itself, by the request holding the claim. The pending object is read once and
 * the very bytes that pass the check are written to the served key: the upload URL stays
 * valid for minutes, so copying pending/<mediaId> after the check could copy a later PUT.
 */
async function checkAndAccept(media: MediaItem): Promise<MediaItem> {
  const pendingKey = pendingObjectKey(media.media_id);
  const stored = await headObject(pendingKey);
  if (!stored) return notUploaded(media);
  // Nothing is read from a file over the limit or one that is not what was announced.
  if (stored.size > LIMITS.imageMaxBytes) return refuse(media, IMAGE_MESSAGES.tooLarge);
  if (!storedAsDeclared({ contentType: media.declared_content_type, size: media.size }, stored)) {
    return refuse(media, IMAGE_MESSAGES.notAsDeclared);
  }
  const read = await readObject(pendingKey, LIMITS.imageMaxBytes, stored);
  if (read === 'gone') return notUploaded(media);
  // Replaced since the HEAD: refuse rather than judge bytes nobody announced.
  if (read === 'changed') return refuse(media, IMAGE_MESSAGES.changedDuringCheck);
  if (read === 'interrupted') {
    // Nothing was judged: the claim goes back and the browser may simply ask again.
    await releaseCheck(media);
    throw conflict(IMAGE_MESSAGES.readInterrupted);
  }
  const { bytes } = read;
  if (bytes.length !== media.size) return refuse(media, IMAGE_MESSAGES.changedDuringCheck);
  const verdict = judgeImage(media.kind, bytes.length, await checkImage(bytes));
  if (!verdict.ok) return refuse(media, verdict.message);

  await putImage(media.media_id, bytes, verdict.header.format);
  await deleteObject(pendingKey);
  return acceptMedia(media, {
    contentType: verdict.header.format,
    size: bytes.length,
    width: verdict.header.width,
    height: verdict.header.height,
  });
}

/** Nothing stored (yet): the claim goes back so the browser may PUT and ask again. */
async function notUploaded(media: MediaItem): Promise<never> {
  await releaseCheck(media);
  throw badRequest(IMAGE_MESSAGES.notUploaded);
}

export const handler = httpHandler(routes.uploadImage, uploadImage);
