import { LIMITS } from '@schemas/constants';
import { IMAGE_MESSAGES, IMAGE_MIN_PIXELS, type ImageKind } from '@schemas/company-profile';
import type { ImageCheck, ImageHeader } from './image-check';

/**
 * Spec section 5, Images: JPEG or PNG only, logo at least 400x400, hero at least 2000x2000,
 * and (section 9 of our brief) at most 10 MB and 8000 pixels a side. Decides from the stored
 * bytes and their structure check, never from what the browser declared.
 */
export type ImageVerdict = { ok: true; header: ImageHeader } | { ok: false; message: string };

export function judgeImage(kind: ImageKind, size: number, check: ImageCheck): ImageVerdict {
  if (size > LIMITS.imageMaxBytes) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  if (!check.ok) {
    if (check.reason === 'unsupported') return { ok: false, message: IMAGE_MESSAGES.type };
    if (check.reason === 'too-many-pixels')
      return { ok: false, message: IMAGE_MESSAGES.tooManyPixels(check.width, check.height) };
    return { ok: false, message: IMAGE_MESSAGES.unreadable };
  }
  const { width, height } = check.header;
  const min = IMAGE_MIN_PIXELS[kind];
  if (width < min || height < min) return { ok: false, message: IMAGE_MESSAGES.tooSmall(kind, width, height) };
  return { ok: true, header: check.header };
}

/**
 * The signed upload binds content type and length (create-image-upload), but the local S3
 * emulator checks no signature: the stored object must still be what was announced.
 */
export function storedAsDeclared(
  declared: { contentType?: string; size?: number },
  stored: { contentType: string | undefined; size: number },
): boolean {
  return stored.contentType === declared.contentType && stored.size === declared.size;
}
