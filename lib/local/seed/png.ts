import { deflateSync } from 'node:zlib';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphCells, initialsOf } from './block-font';
import { BLACK, hexToRgb, mix, Raster, WHITE } from './raster';

/** A company's two brand colours, '#RRGGBB'. */
export interface BrandColors {
  primary: string;
  accent: string;
}

const SUN = [255, 236, 179] as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG chunks use it (ISO 3309, the same as zlib's). */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes 8-bit truecolour RGB pixels (row-major, width*height*3 bytes) as a PNG, filter 0. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('Pixel buffer does not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // compression 0, filter method 0, no interlace: bytes 10-12 stay 0

  const stride = width * 3;
  const scanlines = Buffer.alloc(height * (1 + stride)); // each row: filter byte 0, then pixels
  for (let y = 0; y < height; y++) {
    scanlines.set(rgb.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const LOGO_SIZE = 400;
export const HERO_SIZE = 2000;

/** 400x400 logo: diagonal brand gradient, an accent badge and the company's initials in blocks. */
export function logoPng(name: string, colors: BrandColors): Buffer {
  const primary = hexToRgb(colors.primary);
  const accent = hexToRgb(colors.accent);
  const size = LOGO_SIZE;
  const img = new Raster(size, size);
  const light = mix(primary, WHITE, 0.15);
  const dark = mix(primary, BLACK, 0.35);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) img.blend(x, y, mix(light, dark, (x + y) / (2 * size - 2)));

  const c = size / 2;
  img.fillCircle(c, c, 160, accent);
  img.fillCircle(c, c, 142, primary);

  const letters = initialsOf(name) || 'M';
  const block = letters.length > 1 ? 18 : 26;
  const textWidth = (letters.length * (GLYPH_WIDTH + 1) - 1) * block;
  const left = Math.round(c - textWidth / 2);
  const top = Math.round(c - (GLYPH_HEIGHT * block) / 2);
  [...letters].forEach((letter, i) => {
    const originX = left + i * (GLYPH_WIDTH + 1) * block;
    for (const [gx, gy] of glyphCells(letter)) {
      img.fillRect(originX + gx * block, top + gy * block, block, block, WHITE);
    }
  });
  return encodePng(size, size, img.pixels);
}

/** 2000x2000 hero: a soft sky, a sun and three layers of rolling Carolina hills in brand colours. */
export function heroPng(colors: BrandColors): Buffer {
  const primary = hexToRgb(colors.primary);
  const accent = hexToRgb(colors.accent);
  const size = HERO_SIZE;
  const img = new Raster(size, size);

  const skyTop = mix(mix(primary, accent, 0.5), WHITE, 0.35);
  const skyLow = mix(accent, WHITE, 0.8);
  img.verticalGradient((t) => mix(skyTop, skyLow, Math.min(1, t * 1.6)));
  const sunX = size * 0.72;
  const sunY = size * 0.33;
  img.fillCircle(sunX, sunY, size * 0.125, mix(SUN, skyLow, 0.6)); // halo
  img.fillCircle(sunX, sunY, size * 0.1, mix(SUN, accent, 0.15));

  // Phases derived from the colours, so each company gets its own skyline.
  const seed = parseInt(colors.primary.slice(1), 16) ^ parseInt(colors.accent.slice(1), 16);
  const phase = (k: number) => ((seed >>> (k * 4)) & 0xff) / 40;
  const layers = [
    { base: 0.58, amp: 0.06, freq: 1.3, color: mix(primary, WHITE, 0.55) },
    { base: 0.7, amp: 0.05, freq: 2.1, color: mix(primary, WHITE, 0.3) },
    { base: 0.82, amp: 0.04, freq: 2.9, color: primary },
  ];
  layers.forEach((layer, k) => {
    img.fillBelow((x) => {
      const u = (x / size) * Math.PI * 2;
      const wave = Math.sin(u * layer.freq + phase(k)) + 0.45 * Math.sin(u * layer.freq * 2.3 + phase(k + 3));
      return size * (layer.base - layer.amp * wave);
    }, layer.color);
  });
  return encodePng(size, size, img.pixels);
}
