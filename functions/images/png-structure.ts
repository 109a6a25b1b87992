import { crc32 } from 'node:zlib';
import { boundDimensions, corrupt, type ImageCheck } from './image-dimensions';
import { pixelDataInflates, scanlineLayout } from './png-pixel-data';

/**
 * A PNG is accepted only when a decoder would read all of it (PNG spec, ISO 15948): every
 * chunk complete with a matching CRC, IHDR first and valid, PLTE where the colour type needs
 * it, the IDAT chunks in one run whose zlib stream inflates to exactly the scanlines IHDR
 * promises, IEND last and nothing after it. Dimensions are bounded before anything inflates.
 */

/** Bit depths each colour type allows (PNG spec, table 11.1). */
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Samples per pixel of each colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const KNOWN_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
const MAX_CHUNK_LENGTH = 2 ** 31 - 1;

interface Chunk {
  type: string;
  data: Uint8Array;
}

const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;

/** Every chunk after the signature, or null when one is truncated, misnamed or fails its CRC. */
function readChunks(bytes: Uint8Array): Chunk[] | null {
  const chunks: Chunk[] = [];
  let i = 8;
  while (i < bytes.length) {
    if (i + 12 > bytes.length) return null;
    const length = u32(bytes, i);
    if (length > MAX_CHUNK_LENGTH || i + 12 + length > bytes.length) return null;
    const typeBytes = bytes.subarray(i + 4, i + 8);
    if (!typeBytes.every((c) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))) return null;
    if (crc32(bytes.subarray(i + 4, i + 8 + length)) !== u32(bytes, i + 8 + length)) return null;
    chunks.push({ type: String.fromCharCode(...typeBytes), data: bytes.subarray(i + 8, i + 8 + length) });
    i += 12 + length;
  }
  return chunks;
}

/** The chunk order rules a decoder relies on; true when they hold. */
function wellOrdered(chunks: Chunk[], colorType: number): boolean {
  const types = chunks.map((c) => c.type);
  if (types[0] !== 'IHDR' || types.lastIndexOf('IHDR') !== 0) return false;
  if (types.indexOf('IEND') !== types.length - 1 || chunks.at(-1)!.data.length !== 0) return false;
  // An unknown critical chunk (upper-case first letter) means the file cannot be decoded.
  if (types.some((t) => t[0] <= 'Z' && !KNOWN_CRITICAL.has(t))) return false;
  const firstIdat = types.indexOf('IDAT');
  const lastIdat = types.lastIndexOf('IDAT');
  if (firstIdat < 0 || types.slice(firstIdat, lastIdat + 1).some((t) => t !== 'IDAT')) return false;
  const plte = types.indexOf('PLTE');
  if (plte >= 0) {
    if (types.lastIndexOf('PLTE') !== plte || plte > firstIdat || colorType === 0 || colorType === 4) return false;
    const size = chunks[plte].data.length;
    if (size === 0 || size % 3 !== 0 || size / 3 > 256) return false;
  } else if (colorType === 3) {
    return false;
  }
  return true;
}

export async function checkPng(bytes: Uint8Array): Promise<ImageCheck> {
  const chunks = readChunks(bytes);
  if (!chunks || chunks[0]?.type !== 'IHDR' || chunks[0].data.length !== 13) return corrupt;
  const ihdr = chunks[0].data;
  const width = u32(ihdr, 0);
  const height = u32(ihdr, 4);
  const [bitDepth, colorType, compression, filter, interlace] = [ihdr[8], ihdr[9], ihdr[10], ihdr[11], ihdr[12]];
  if (!BIT_DEPTHS[colorType]?.includes(bitDepth) || compression !== 0 || filter !== 0 || interlace > 1) return corrupt;
  const bounded = boundDimensions('image/png', width, height);
  if (!bounded.ok) return bounded;
  if (!wellOrdered(chunks, colorType)) return corrupt;

  const layout = scanlineLayout(width, height, bitDepth * CHANNELS[colorType], interlace === 1);
  const idat = chunks.filter((c) => c.type === 'IDAT').map((c) => c.data);
  return (await pixelDataInflates(idat, layout)) ? bounded : corrupt;
}
