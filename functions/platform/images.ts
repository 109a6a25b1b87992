import { config } from './config';

/**
 * The only key prefixes ever served to browsers: accepted uploads (companies/<id>/...,
 * attachments/<sub>/...) and
 * the demo seed's images (seed/<id>/...). Unchecked uploads under pending/ never are, on
 * CloudFront (lib/constructs/web-hosting.ts) and locally (lib/local/s3-emulator.ts) alike:
 * served from the app's own origin they could be HTML or script.
 */
export const ACCEPTED_IMAGE_PREFIX = 'companies/';
/** Accepted message attachments: attachments/<uploader sub>/<timestamp>-<128 random bits>-<name>. */
export const ATTACHMENT_IMAGE_PREFIX = 'attachments/';
export const SEED_IMAGE_PREFIX = 'seed/';
export const SERVED_IMAGE_PREFIXES = [ACCEPTED_IMAGE_PREFIX, ATTACHMENT_IMAGE_PREFIX, SEED_IMAGE_PREFIX] as const;

/** True for a key under a served prefix, made of plain path segments (no '..', no empty ones). */
export function isServedImageKey(key: string): boolean {
  if (!SERVED_IMAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The browser address of a stored image (media id = object key), or null when there is none. */
export function imageUrl(mediaId: string | null | undefined): string | null {
  if (!mediaId) return null;
  const key = mediaId.split('/').map(encodeURIComponent).join('/');
  return `${config.imageBaseUrl}/${key}`;
}
