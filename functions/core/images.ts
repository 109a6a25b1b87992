import { config } from './config';

/** The browser address of a stored image (media id = object key), or null when there is none. */
export function imageUrl(mediaId: string | null | undefined): string | null {
  if (!mediaId) return null;
  const key = mediaId.split('/').map(encodeURIComponent).join('/');
  return `${config.imageBaseUrl}/${key}`;
}
