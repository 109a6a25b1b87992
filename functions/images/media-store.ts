import { randomBytes } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { IMAGE_KINDS } from '@schemas/company-profile';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * An image a company uploaded. Key: COMPANY#<companyId> / MEDIA#<mediaId>, next to the
 * company's profile, so "may this company use this media id" is one GetItem whose key
 * already says whose it is. PENDING from the presigned upload until the server checked the
 * stored object (then ACCEPTED); a PENDING record expires by TTL after a day.
 * The media id is the S3 key of the accepted image (companies/<id>/<timestamp>-...); the
 * unchecked upload lives at pending/<mediaId> until then.
 */
export const MEDIA_STATUSES = ['PENDING', 'CHECKING', 'ACCEPTED'] as const;

export const mediaEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyMedia', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
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
        },
        indexes: {
          byCompany: {
            pk: { field: 'pk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['media_id'], template: 'MEDIA#${media_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type MediaItem = EntityItem<ReturnType<typeof mediaEntity>>;

/** How long an unchecked upload may wait for its check. */
export const PENDING_MEDIA_TTL_SECONDS = 24 * 60 * 60;

export const pendingObjectKey = (mediaId: string) => `pending/${mediaId}`;

/** A file name safe for an S3 key and a URL: letters, digits, dot, dash, underscore. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(-80);
  return cleaned || 'image';
}

/** companies/<companyId>/<timestamp>-<random>-<name>: the spec's timestamp-prefixed file name. */
export function newMediaId(companyId: string, fileName: string, now = Date.now()): string {
  return `companies/${companyId}/${now}-${randomBytes(4).toString('hex')}-${safeFileName(fileName)}`;
}

export async function findMedia(companyId: string, mediaId: string): Promise<MediaItem | null> {
  const { data } = await mediaEntity().get({ moving_company_id: companyId, media_id: mediaId }).go({ consistent: true });
  return data ?? null;
}
