import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@infra/local/seed/block-font';
import { crc32, encodePng, heroPng, logoPng } from '@infra/local/seed/png';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length), crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** Checks the file structure and returns the inflated scanlines. */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks = readChunks(png);
  expect(chunks[0].type).toBe('IHDR');
  expect(chunks.at(-1)!.type).toBe('IEND');
  for (const c of chunks) expect(c.crc).toBe(crc32(Buffer.concat([Buffer.from(c.type, 'ascii'), c.data])));
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]); // 8-bit RGB, no interlace
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  return { width, height, raw };
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it('stores each row as filter 0 followed by the RGB bytes', () => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    const { width, height, raw } = decode(encodePng(2, 2, pixels));
    expect([width, height]).toEqual([2, 2]);
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 9, 9, 9]);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow();
  });
});

describe('seed images', () => {
  const colors = { primary: '#13294B', accent: '#7BAFD4' };

  it('logo is a decodable 400x400 PNG', () => {
    const { width, height, raw } = decode(logoPng('Tar Heel Moving Co.', colors));
    expect([width, height]).toEqual([400, 400]);
    expect(raw.length).toBe(height * (1 + width * 3));
  });

  it('hero is a decodable 2000x2000 PNG, small and quick to make', () => {
    const started = performance.now();
    const png = heroPng(colors);
    expect(performance.now() - started).toBeLessThan(2000);
    const { width, height, raw } = decode(png);
    expect([width, height]).toEqual([2000, 2000]);
    expect(raw.length).toBe(height * (1 + width * 3));
    expect(png.length).toBeLessThan(1024 * 1024);
  });

  it('is deterministic', () => {
    expect(logoPng('Bull City Movers', colors).equals(logoPng('Bull City Movers', colors))).toBe(true);
  });

  it('takes up to two initials, skipping filler words', () => {
    expect(initialsOf('Tar Heel Moving Co.')).toBe('TH');
    expect(initialsOf('Gate City Moving & Storage')).toBe('GC');
    expect(initialsOf('Upstate Movers')).toBe('UM');
  });
});
