import type { ImageCheck } from './image-dimensions';
import { checkJpeg } from './jpeg-structure';
import { checkPng } from './png-structure';

export type { ImageCheck, ImageFormat, ImageHeader } from './image-dimensions';

/**
 * Decides what an uploaded file really is by walking its whole structure, not its first
 * bytes: a header alone can claim any size (a 49-byte "PNG" said 60000x60000). Whatever the
 * upload's declared content type says, these bytes decide.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const isPng = (bytes: Uint8Array) => bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
const isJpeg = (bytes: Uint8Array) => bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (isPng(bytes)) return checkPng(bytes);
  if (isJpeg(bytes)) return checkJpeg(bytes);
  return { ok: false, reason: 'unsupported' };
}
