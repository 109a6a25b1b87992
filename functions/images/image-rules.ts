import { LIMITS } from '@schemas/constants';
import { IMAGE_MESSAGES, IMAGE_MIN_PIXELS, type ImageKind } from '@schemas/company-profile';
import type { HeaderResult, ImageHeader } from './image-header';

/**
 * Spec section 5, Images: JPEG or PNG only, logo at least 400x400, hero at least 2000x2000,
 * and (section 9 of our brief) at most 10 MB. Decides from the stored size and the real
 * header bytes, never from what the browser declared.
 */
export type ImageVerdict = { ok: true; header: ImageHeader } | { ok: false; message: string };

export function judgeImage(kind: ImageKind, size: number, header: HeaderResult): ImageVerdict {
  if (size > LIMITS.imageMaxBytes) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  if (!header.ok) {
    return { ok: false, message: header.reason === 'unsupported' ? IMAGE_MESSAGES.type : IMAGE_MESSAGES.unreadable };
  }
  const { width, height } = header.header;
  const min = IMAGE_MIN_PIXELS[kind];
  if (width < min || height < min) return { ok: false, message: IMAGE_MESSAGES.tooSmall(kind, width, height) };
  return { ok: true, header: header.header };
}
