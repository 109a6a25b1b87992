/**
 * Reads an image's real type and pixel size from its first bytes, without decoding it:
 * PNG from the IHDR chunk, JPEG from the first SOFn frame header. Whatever the upload's
 * declared content type says, these bytes decide.
 */
export type ImageFormat = 'image/png' | 'image/jpeg';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

export type HeaderResult =
  | { ok: true; header: ImageHeader }
  /** Not PNG or JPEG, or a broken header. */
  | { ok: false; reason: 'unsupported' | 'corrupt' }
  /** A JPEG whose frame header lies beyond the bytes given: read more and ask again. */
  | { ok: false; reason: 'need-more' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;

/** PNG: signature, then the IHDR chunk (length 13) with width and height as big-endian u32. */
function readPng(bytes: Uint8Array): HeaderResult {
  if (bytes.length < 24) return { ok: false, reason: 'corrupt' };
  const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (u32(bytes, 8) !== 13 || type !== 'IHDR') return { ok: false, reason: 'corrupt' };
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  if (width === 0 || height === 0) return { ok: false, reason: 'corrupt' };
  return { ok: true, header: { format: 'image/png', width, height } };
}

/** SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the marker segments after SOI until a SOFn (height then width, u16 each). */
function readJpeg(bytes: Uint8Array): HeaderResult {
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return { ok: false, reason: 'corrupt' };
    // Fill bytes (0xFF repeated) may precede a marker.
    while (i < bytes.length && bytes[i] === 0xff) i++;
    if (i >= bytes.length) return { ok: false, reason: 'need-more' };
    const marker = bytes[i]!;
    i++;
    // Markers without a length: TEM and RSTn. SOS/EOI before a frame header: broken file.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9 || marker === 0xda) return { ok: false, reason: 'corrupt' };
    if (i + 2 > bytes.length) return { ok: false, reason: 'need-more' };
    const length = u16(bytes, i);
    if (length < 2) return { ok: false, reason: 'corrupt' };
    if (isStartOfFrame(marker)) {
      if (i + 7 > bytes.length) return { ok: false, reason: 'need-more' };
      const height = u16(bytes, i + 3);
      const width = u16(bytes, i + 5);
      if (width === 0 || height === 0) return { ok: false, reason: 'corrupt' };
      return { ok: true, header: { format: 'image/jpeg', width, height } };
    }
    i += length;
  }
  return { ok: false, reason: 'need-more' };
}

export function readImageHeader(bytes: Uint8Array): HeaderResult {
  if (isPng(bytes)) return readPng(bytes);
  if (isJpeg(bytes)) return readJpeg(bytes);
  return { ok: false, reason: 'unsupported' };
}
