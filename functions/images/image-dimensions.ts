import { LIMITS } from '@schemas/constants';

/** What a structure check of an uploaded file found (functions/images/image-check.ts). */
export type ImageFormat = 'image/png' | 'image/jpeg';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

export type ImageCheck =
  | { ok: true; header: ImageHeader }
  /** Not PNG or JPEG at all, or a PNG/JPEG whose structure does not hold together. */
  | { ok: false; reason: 'unsupported' | 'corrupt' }
  /** Dimensions over LIMITS.imageMaxSidePixels: refused before any pixel data is inflated. */
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number };

export const corrupt: ImageCheck = { ok: false, reason: 'corrupt' };

/** Width and height both from 1 to the side limit, checked before the pixel data is touched. */
export function boundDimensions(format: ImageFormat, width: number, height: number): ImageCheck {
  if (width < 1 || height < 1) return corrupt;
  const max = LIMITS.imageMaxSidePixels;
  if (width > max || height > max) return { ok: false, reason: 'too-many-pixels', width, height };
  return { ok: true, header: { format, width, height } };
}
