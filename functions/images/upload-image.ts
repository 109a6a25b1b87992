import { routes } from '@schemas/routes';
import { IMAGE_MESSAGES } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { acceptMedia, claimCheck, deleteMedia, findMedia, releaseCheck, type MediaItem } from '@functions/core/data/media';
import { imageUrl } from '@functions/core/images';
import { badRequest, conflict, HttpError } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { logger } from '@functions/core/logger';
import { callersCompany } from '@functions/core/http/callers-company';
import { readImageHeader, type HeaderResult } from './image-header';
import { judgeImage } from './image-rules';
import { awaitOtherCheck } from './media-check-claim';
import { pendingObjectKey } from './media-keys';
import { copyObject, deleteObject, headObject, readObjectStart } from './stored-object';

/** Bytes read first: enough for a PNG header and for a JPEG header behind ordinary EXIF. */
const HEADER_BYTES = 64 * 1024;

async function readHeader(key: string, size: number): Promise<HeaderResult> {
  const start = await readObjectStart(key, Math.min(HEADER_BYTES, size));
  const first = readImageHeader(start);
  if (first.ok || first.reason !== 'need-more' || size <= HEADER_BYTES) return first;
  // A JPEG with a large metadata block before its frame header: read the whole (<= 10 MB) file.
  return readImageHeader(await readObjectStart(key, size));
}

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
 * Reads: USER#<sub>/PROFILE, COMPANY#<id>/PROFILE, COMPANY#<id>/MEDIA#<mediaId>; the S3
 * object's head and first bytes. Writes: the object copied to <mediaId> (the served key),
 * the pending object deleted, the media record CHECKING then ACCEPTED. Only the request that
 * moved the record from PENDING to CHECKING touches the object (claimCheck); a
 * parallel check of the same upload waits for that verdict.
 * Callers: MOVING_COMPANY, only media ids of its own company (another company's id is
 * simply unknown: 400). A refused image (type, size, pixels) is deleted: 400 with the reason.
 * Idempotent: an already accepted id answers the same file again.
 */
export const uploadImage: PlainHandler<typeof routes.uploadImage> = async ({ auth, body }) => {
  const company = await callersCompany(auth);
  const media = await findMedia(company.id, body.mediaId);
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

/** The check itself, by the request holding the claim: judge the stored bytes, then accept or refuse. */
async function checkAndAccept(media: MediaItem): Promise<MediaItem> {
  const pendingKey = pendingObjectKey(media.media_id);
  const stored = await headObject(pendingKey);
  if (!stored) {
    await releaseCheck(media);
    throw badRequest(IMAGE_MESSAGES.notUploaded);
  }
  // Nothing is read from a file over the limit or an empty one.
  const readable = stored.size > 0 && stored.size <= LIMITS.imageMaxBytes;
  const header = readable ? await readHeader(pendingKey, stored.size) : ({ ok: false, reason: 'corrupt' } as const);
  const verdict = judgeImage(media.kind, stored.size, header);
  if (!verdict.ok) return refuse(media, verdict.message);

  await copyObject(pendingKey, media.media_id, verdict.header.format);
  await deleteObject(pendingKey);
  return acceptMedia(media, {
    contentType: verdict.header.format,
    size: stored.size,
    width: verdict.header.width,
    height: verdict.header.height,
  });
}

export const handler = httpHandler(routes.uploadImage, uploadImage);
