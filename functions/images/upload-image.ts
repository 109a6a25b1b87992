import { routes } from '../../schemas/routes';
import { IMAGE_MESSAGES } from '../../schemas/company-profile';
import { LIMITS } from '../../schemas/constants';
import { imageUrl } from '../core/images';
import { badRequest } from '../core/http/errors';
import { httpHandler, type PlainHandler } from '../core/http/handler';
import { logger } from '../core/logger';
import { callersCompany } from '../companies/callers-company';
import { readImageHeader, type HeaderResult } from './image-header';
import { judgeImage } from './image-rules';
import { findMedia, mediaEntity, pendingObjectKey, type MediaItem } from './media-store';
import { copyObject, deleteObject, headObject, isNotFound, readObjectStart } from './stored-object';

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
  await mediaEntity().delete({ moving_company_id: media.moving_company_id, media_id: media.media_id }).go();
  logger.info('Image refused', { mediaId: media.media_id, reason: message });
  throw badRequest(message);
}

/**
 * POST /api/images/upload-image — step 2 of an image upload (docs/images.md): checks what
 * was stored at pending/<mediaId> and accepts it.
 * Reads: USER#<sub>/PROFILE, COMPANY#<id>/PROFILE, COMPANY#<id>/MEDIA#<mediaId>; the S3
 * object's head and first bytes. Writes: the object copied to <mediaId> (the served key),
 * the pending object deleted, the media record ACCEPTED (conditional on PENDING).
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

  const pendingKey = pendingObjectKey(media.media_id);
  const stored = await headObject(pendingKey);
  if (!stored) throw badRequest(IMAGE_MESSAGES.notUploaded);
  // Nothing is read from a file over the limit or an empty one.
  const readable = stored.size > 0 && stored.size <= LIMITS.imageMaxBytes;
  const header = readable ? await readHeader(pendingKey, stored.size) : ({ ok: false, reason: 'corrupt' } as const);
  const verdict = judgeImage(media.kind, stored.size, header);
  if (!verdict.ok) return refuse(media, verdict.message);

  try {
    await copyObject(pendingKey, media.media_id, verdict.header.format);
  } catch (error) {
    // A parallel check of the same upload got there first and moved the object.
    if (!isNotFound(error)) throw error;
    const settled = await findMedia(company.id, media.media_id);
    if (settled?.status === 'ACCEPTED') return answer(settled);
    throw badRequest(IMAGE_MESSAGES.notUploaded);
  }
  await deleteObject(pendingKey);
  const { data } = await mediaEntity()
    .patch({ moving_company_id: company.id, media_id: media.media_id })
    .set({
      status: 'ACCEPTED',
      content_type: verdict.header.format,
      size: stored.size,
      width: verdict.header.width,
      height: verdict.header.height,
      accepted_at: new Date().toISOString(),
    })
    .remove(['ttl'])
    .go({ response: 'all_new' });
  return answer(data as MediaItem);
};

export const handler = httpHandler(routes.uploadImage, uploadImage);
