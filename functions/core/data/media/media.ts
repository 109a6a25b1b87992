import { Entity, type EntityItem } from 'electrodb';
import { IMAGE_KINDS, type ImageKind } from '@schemas/company-profile';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { anyOf } from '@functions/core/data/status-condition';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * An image a company uploaded (logo, hero). Key: COMPANY#<companyId> / MEDIA#<mediaId>, next to the
 * company's profile, so "may this company use this media id" is one GetItem whose key
 * already says whose it is. PENDING from the presigned upload until the server checked the
 * stored object (then ACCEPTED); a PENDING record expires by TTL after a day.
 * The media id is the S3 key of the accepted image (companies/<id>/<timestamp>-...); the
 * unchecked upload lives at pending/<mediaId> until then (functions/images/media-keys.ts).
 */
export const MEDIA_STATUSES = ['PENDING', 'CHECKING', 'ACCEPTED'] as const;

/** The attributes of an upload record (a company image or a message attachment). */
const uploadAttributes = {
  media_id: { type: 'string', required: true, readOnly: true },
  kind: { type: IMAGE_KINDS, required: true, readOnly: true },
  status: { type: MEDIA_STATUSES, required: true },
  file_name: { type: 'string' },
  declared_content_type: { type: 'string' },
  content_type: { type: 'string' },
  size: { type: 'number' },
  width: { type: 'number' },
  height: { type: 'number' },
  uploaded_by_user_id: { type: 'string', required: true, readOnly: true },
  /** Epoch seconds; DynamoDB deletes a PENDING record after it. */
  ttl: { type: 'number' },
  created_at: { type: 'string', readOnly: true, default: nowIso },
  accepted_at: { type: 'string' },
  /** Epoch ms when the check holding the record (CHECKING) began. */
  check_started_at: { type: 'number' },
} as const;

export const mediaEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyMedia', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          ...uploadAttributes,
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: ['media_id'], template: 'MEDIA#${media_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * A message attachment (kind 'attachment'), owned by the user who uploaded it, customer or
 * company user: USER#<uploaded_by_user_id> / MEDIA#<mediaId>, so "did this sender upload this
 * media id" is one GetItem whose key says whose it is. Same lifecycle as a company image.
 * An admin's logo or hero (for a company it creates or edits) is kept the same way, without
 * moving_company_id: the admin may use it on any company (functions/companies/company-images.ts).
 */
export const attachmentMediaEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'attachmentMedia', version: '1', service: 'movematch' },
        attributes: { moving_company_id: { type: 'string', readOnly: true }, ...uploadAttributes },
        indexes: {
          byUser: {
            pk: {
              field: 'pk',
              composite: ['uploaded_by_user_id'],
              template: 'USER#${uploaded_by_user_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: ['media_id'], template: 'MEDIA#${media_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type CompanyMediaItem = EntityItem<ReturnType<typeof mediaEntity>>;
export type AttachmentMediaItem = EntityItem<ReturnType<typeof attachmentMediaEntity>>;
/** An upload record: a company image (logo, hero) or a user's message attachment. */
export type MediaItem = CompanyMediaItem | AttachmentMediaItem;

/**
 * Kept under its uploader (USER#<sub>/MEDIA#...): a message attachment, or a logo or hero an
 * admin uploaded for a company that may not exist yet (no company named on the record).
 */
const isUserKeyed = (media: Pick<MediaItem, 'kind' | 'moving_company_id'>): boolean =>
  media.kind === 'attachment' || !media.moving_company_id;

/** How long an unchecked upload may wait for its check. */
export const PENDING_MEDIA_TTL_SECONDS = 24 * 60 * 60;

/** A company image's record (consistent GetItem COMPANY#<id>/MEDIA#<mediaId>). */
export async function findMedia(companyId: string, mediaId: string): Promise<CompanyMediaItem | null> {
  const { data } = await mediaEntity()
    .get({ moving_company_id: companyId, media_id: mediaId })
    .go({ consistent: true });
  return data ?? null;
}

/** A user's own upload record: an attachment or an admin's company image (consistent GetItem USER#<sub>/MEDIA#<mediaId>). */
export async function findAttachmentMedia(userId: string, mediaId: string): Promise<AttachmentMediaItem | null> {
  const { data } = await attachmentMediaEntity()
    .get({ uploaded_by_user_id: userId, media_id: mediaId })
    .go({ consistent: true });
  return data ?? null;
}

/**
 * True when every id names an image this user uploaded as an 'attachment' that passed the image
 * checks (ACCEPTED): the photos of a dispute, a review or an inventory room. One GetItem per id.
 */
export async function allAcceptedAttachments(userId: string, mediaIds: readonly string[]): Promise<boolean> {
  const records = await Promise.all([...new Set(mediaIds)].map((id) => findAttachmentMedia(userId, id)));
  return records.every((media) => media?.status === 'ACCEPTED' && media.kind === 'attachment');
}

/** The record again, from its own key (a company image or an attachment). */
export function findSameMedia(media: MediaItem): Promise<MediaItem | null> {
  return isUserKeyed(media)
    ? findAttachmentMedia(media.uploaded_by_user_id, media.media_id)
    : findMedia(media.moving_company_id!, media.media_id);
}

/** The entity operations on a record's own key (both entities share the attributes written below). */
const patchOf = (media: MediaItem) =>
  isUserKeyed(media)
    ? attachmentMediaEntity().patch({ uploaded_by_user_id: media.uploaded_by_user_id, media_id: media.media_id })
    : mediaEntity().patch({ moving_company_id: media.moving_company_id!, media_id: media.media_id });

/**
 * The PENDING record of a presigned upload (conditional create), expiring after
 * PENDING_MEDIA_TTL_SECONDS: a company image under its company; an attachment, or a company
 * image without a company (an admin's), under its uploader.
 */
export async function createPendingMedia(upload: {
  companyId: string | null;
  mediaId: string;
  kind: ImageKind;
  fileName: string;
  contentType: string;
  size: number;
  userId: string;
}): Promise<void> {
  const record = {
    media_id: upload.mediaId,
    kind: upload.kind,
    status: 'PENDING' as const,
    file_name: upload.fileName,
    declared_content_type: upload.contentType,
    size: upload.size,
    uploaded_by_user_id: upload.userId,
    ttl: Math.floor(Date.now() / 1000) + PENDING_MEDIA_TTL_SECONDS,
  };
  if (upload.kind === 'attachment' || !upload.companyId) {
    await attachmentMediaEntity()
      .create({ ...record, ...(upload.companyId ? { moving_company_id: upload.companyId } : {}) })
      .go();
    return;
  }
  await mediaEntity()
    .create({ ...record, moving_company_id: upload.companyId })
    .go();
}

/**
 * One check per upload at a time. Two checks of the same media id (a double click, a retry)
 * must not both copy and delete the stored object: the first to move the record from PENDING
 * to CHECKING (a conditional write) does the work; the others wait for its verdict. A claim
 * older than CLAIM_STALE_MS (its Lambda died) may be taken over.
 */
const CLAIM_STALE_MS = 30_000;

/** True when this caller now holds the check of the upload. */
export async function claimCheck(media: MediaItem, now = Date.now()): Promise<boolean> {
  try {
    await patchOf(media)
      .set({ status: 'CHECKING', check_started_at: now })
      .where(({ status, check_started_at }, { eq, lt }) =>
        anyOf([eq(status, 'PENDING'), `(${eq(status, 'CHECKING')} AND ${lt(check_started_at, now - CLAIM_STALE_MS)})`]),
      )
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back after an unexpected failure, so a retry need not wait for it to go stale. */
export async function releaseCheck(media: MediaItem): Promise<void> {
  await patchOf(media)
    .set({ status: 'PENDING' })
    .where(({ status }, { eq }) => eq(status, 'CHECKING'))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error; // already decided or refused meanwhile
    });
}

/** The checked image: ACCEPTED with its real type and size; the TTL and the claim go. */
export async function acceptMedia(
  media: MediaItem,
  checked: { contentType: string; size: number; width: number; height: number },
): Promise<MediaItem> {
  const { data } = await patchOf(media)
    .set({
      status: 'ACCEPTED',
      content_type: checked.contentType,
      size: checked.size,
      width: checked.width,
      height: checked.height,
      accepted_at: new Date().toISOString(),
    })
    .remove(['ttl', 'check_started_at'])
    .go({ response: 'all_new' });
  return data;
}

/** Deletes the record of a refused upload, so its media id can never be saved. */
export async function deleteMedia(media: MediaItem): Promise<void> {
  if (isUserKeyed(media))
    await attachmentMediaEntity()
      .delete({ uploaded_by_user_id: media.uploaded_by_user_id, media_id: media.media_id })
      .go();
  else await mediaEntity().delete({ moving_company_id: media.moving_company_id!, media_id: media.media_id }).go();
}
