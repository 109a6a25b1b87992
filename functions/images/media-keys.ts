import { randomBytes } from 'node:crypto';
import { ACCEPTED_IMAGE_PREFIX, ATTACHMENT_IMAGE_PREFIX } from '@functions/platform/images';

/* The S3 keys of an upload: the media id is the accepted image's key, pending/<mediaId> the unchecked one. */

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
  return `${ACCEPTED_IMAGE_PREFIX}${companyId}/${now}-${randomBytes(4).toString('hex')}-${safeFileName(fileName)}`;
}

/*
 * Served addresses never carry a user id (a review photo would name its reviewer): who uploaded
 * an image lives in its upload record (the uploader's USER#<id> / MEDIA#<mediaId>), not its key.
 */

/**
 * companies/by-admin/<timestamp>-<random>-<name>: a logo or hero an admin uploaded for a company
 * it is creating or editing (served like every company image; the admin's upload record owns it).
 */
export function newAdminImageMediaId(fileName: string, now = Date.now()): string {
  return `${ACCEPTED_IMAGE_PREFIX}by-admin/${now}-${randomBytes(8).toString('hex')}-${safeFileName(fileName)}`;
}

/**
 * attachments/<timestamp>-<random>-<name>: a message, dispute or review photo is served by its key
 * alone, so its random part is long enough (128 bits) that nobody outside the conversation can guess it.
 */
export function newAttachmentMediaId(fileName: string, now = Date.now()): string {
  return `${ATTACHMENT_IMAGE_PREFIX}${now}-${randomBytes(16).toString('hex')}-${safeFileName(fileName)}`;
}
