import { Readable } from 'node:stream';
import { createInflate } from 'node:zlib';

/**
 * A PNG's pixel data: the IDAT chunks form one zlib stream that must inflate to exactly the
 * scanlines IHDR promises, each starting with a filter type 0-4. Inflated as a stream and
 * counted, never held: an 8000x8000 RGBA image would be 256 MB in memory.
 */

/** Rows of one (interlace) pass: each row is a filter byte plus `rowBytes` bytes. */
export interface ScanlinePass {
  rows: number;
  rowBytes: number;
}

/** Adam7: per pass, the first column/row and the step between them (PNG spec 8.2). */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

export function scanlineLayout(
  width: number,
  height: number,
  bitsPerPixel: number,
  interlaced: boolean,
): ScanlinePass[] {
  const rowBytes = (pixels: number) => Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return [{ rows: height, rowBytes: rowBytes(width) }];
  return ADAM7.map(([x0, y0, dx, dy]) => {
    const columns = Math.ceil(Math.max(0, width - x0) / dx);
    const rows = Math.ceil(Math.max(0, height - y0) / dy);
    // An empty pass has no rows at all, not even filter bytes.
    return { rows: columns === 0 ? 0 : rows, rowBytes: rowBytes(columns) };
  }).filter((pass) => pass.rows > 0);
}

/** True when the zlib stream is complete and inflates to exactly `layout`, every filter byte valid. */
export async function pixelDataInflates(idat: Uint8Array[], layout: ScanlinePass[]): Promise<boolean> {
  const expected = layout.reduce((sum, pass) => sum + pass.rows * (pass.rowBytes + 1), 0);
  // Byte offsets where a row (and so a filter byte) starts, walked as the data arrives.
  let pass = 0;
  let rowInPass = 0;
  let nextRowAt = 0;
  let produced = 0;

  const source = Readable.from(idat);
  const inflate = source.pipe(createInflate({ chunkSize: 64 * 1024 }));
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      const end = produced + chunk.length;
      if (end > expected) return false;
      while (nextRowAt < end) {
        if (chunk[nextRowAt - produced] > 4) return false;
        nextRowAt += layout[pass].rowBytes + 1;
        if (++rowInPass === layout[pass].rows) {
          pass++;
          rowInPass = 0;
        }
      }
      produced = end;
    }
    return produced === expected;
  } catch {
    // zlib's own refusal: a bad header, a bad block, a wrong Adler-32 or a truncated stream.
    return false;
  } finally {
    source.destroy();
    inflate.destroy();
  }
}
