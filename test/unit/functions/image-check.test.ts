import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkImage } from '@functions/images/image-check';
import { judgeImage, storedAsDeclared } from '@functions/images/image-rules';
import { newMediaId, safeFileName } from '@functions/images/media-keys';
import { generateTemporaryPassword } from '@functions/platform/temporary-password';
import { encodePng } from '@infra/local/seed/png';
import { IMAGE_MESSAGES } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { headerOnlyPng, ihdr, pngChunk, pngFile, validJpeg, validPng } from '@test/support/fixtures/images';

const png = (w: number, h: number) => encodePng(w, h, new Uint8Array(w * h * 3));
const corrupt = { ok: false, reason: 'corrupt' };

describe('checkImage: PNG', () => {
  it('accepts a whole, well-formed PNG, plain or interlaced, and reads its size', async () => {
    expect(await checkImage(png(400, 300))).toEqual({
      ok: true,
      header: { format: 'image/png', width: 400, height: 300 },
    });
    expect(await checkImage(validPng(37, 21, { interlace: true }))).toMatchObject({
      ok: true,
      header: { width: 37, height: 21 },
    });
    expect(await checkImage(validPng(1, 1, { interlace: true }))).toMatchObject({ ok: true });
  });

  it('refuses a header that claims a size its data does not have (60000x60000, 4294967295 square)', async () => {
    expect(await checkImage(headerOnlyPng(60000, 60000))).toEqual({
      ok: false,
      reason: 'too-many-pixels',
      width: 60000,
      height: 60000,
    });
    expect(await checkImage(headerOnlyPng(4294967295, 4294967295))).toMatchObject({
      ok: false,
      reason: 'too-many-pixels',
    });
    // Within the bound, a header without its pixel data is still refused.
    expect(await checkImage(headerOnlyPng(2000, 2000))).toEqual(corrupt);
    const small = validPng(10, 10);
    const claimsMore = pngFile(ihdr(2000, 2000), ...chunksAfterIhdr(small));
    expect(await checkImage(claimsMore)).toEqual(corrupt);
  });

  it('bounds each side at LIMITS.imageMaxSidePixels before inflating anything', async () => {
    const max = LIMITS.imageMaxSidePixels;
    expect(
      await checkImage(pngFile(ihdr(max + 1, 10), pngChunk('IDAT', deflateSync(Buffer.alloc(10))), pngChunk('IEND'))),
    ).toMatchObject({
      reason: 'too-many-pixels',
    });
    expect(await checkImage(validPng(max, 1))).toMatchObject({ ok: true, header: { width: max, height: 1 } });
  });

  it('refuses a bad CRC, a cut file, bytes after IEND and a broken zlib stream', async () => {
    const good = validPng(20, 20);
    const badCrc = Buffer.from(good);
    badCrc[good.length - 20] ^= 0xff; // inside the IDAT data
    expect(await checkImage(badCrc)).toEqual(corrupt);
    expect(await checkImage(good.subarray(0, good.length - 5))).toEqual(corrupt);
    expect(await checkImage(Buffer.concat([good, Buffer.from('<script>alert(1)</script>')]))).toEqual(corrupt);
    const idat = (data: Uint8Array) => pngFile(ihdr(20, 20), pngChunk('IDAT', data), pngChunk('IEND'));
    const stream = deflateSync(Buffer.alloc(20 * 61));
    expect(await checkImage(idat(stream))).toMatchObject({ ok: true });
    expect(await checkImage(idat(stream.subarray(0, stream.length - 6)))).toEqual(corrupt); // cut stream
    expect(await checkImage(idat(Buffer.from('not zlib at all')))).toEqual(corrupt);
    expect(await checkImage(idat(deflateSync(Buffer.alloc(20 * 61 + 1))))).toEqual(corrupt); // one byte too many
    expect(await checkImage(idat(deflateSync(Buffer.alloc(20 * 61, 9))))).toEqual(corrupt); // filter type 9
  });

  it('refuses broken IHDR fields and chunk order', async () => {
    const data = pngChunk('IDAT', deflateSync(Buffer.alloc(20 * 61)));
    const end = pngChunk('IEND');
    expect(await checkImage(pngFile(ihdr(20, 20, { bitDepth: 7 }), data, end))).toEqual(corrupt);
    expect(await checkImage(pngFile(ihdr(20, 20, { colorType: 5 }), data, end))).toEqual(corrupt);
    expect(await checkImage(pngFile(ihdr(20, 20, { interlace: 2 }), data, end))).toEqual(corrupt);
    expect(await checkImage(pngFile(ihdr(0, 20), data, end))).toEqual(corrupt);
    expect(await checkImage(pngFile(ihdr(20, 20), end))).toEqual(corrupt); // no IDAT
    expect(await checkImage(pngFile(ihdr(20, 20), data, pngChunk('tEXt', Buffer.from('a\0b')), data, end))).toEqual(
      corrupt,
    );
    expect(await checkImage(pngFile(ihdr(20, 20), pngChunk('XYZW'), data, end))).toEqual(corrupt); // unknown critical chunk
    expect(await checkImage(pngFile(ihdr(20, 20), ihdr(20, 20), data, end))).toEqual(corrupt);
    expect(await checkImage(pngFile(data, end))).toEqual(corrupt);
    // Palette images need PLTE, greyscale ones must not have it.
    const indexed = pngChunk('IDAT', deflateSync(Buffer.alloc(20 * 21)));
    expect(await checkImage(pngFile(ihdr(20, 20, { colorType: 3 }), indexed, end))).toEqual(corrupt);
    expect(
      await checkImage(pngFile(ihdr(20, 20, { colorType: 3 }), pngChunk('PLTE', Buffer.alloc(6)), indexed, end)),
    ).toMatchObject({ ok: true });
    expect(
      await checkImage(pngFile(ihdr(20, 20, { colorType: 0 }), pngChunk('PLTE', Buffer.alloc(6)), indexed, end)),
    ).toEqual(corrupt);
  });
});

/** The chunks of a PNG after its IHDR (signature 8 + IHDR 25 bytes). */
function chunksAfterIhdr(file: Buffer): Buffer[] {
  return [file.subarray(33)];
}

describe('checkImage: JPEG', () => {
  it('accepts a baseline and a progressive JPEG with a sound structure and reads its size', async () => {
    expect(await checkImage(validJpeg(2400, 2000))).toEqual({
      ok: true,
      header: { format: 'image/jpeg', width: 2400, height: 2000 },
    });
    expect(await checkImage(validJpeg(640, 480, { sof: 0xc2, scans: 3 }))).toMatchObject({
      header: { width: 640, height: 480 },
    });
  });

  it('refuses a frame over the side limit, a zero or missing frame, and a cut or padded file', async () => {
    expect(await checkImage(validJpeg(60000, 60000))).toEqual({
      ok: false,
      reason: 'too-many-pixels',
      width: 60000,
      height: 60000,
    });
    expect(await checkImage(validJpeg(400, 0))).toEqual(corrupt);
    const good = validJpeg(400, 400);
    expect(await checkImage(good.subarray(0, good.length - 2))).toEqual(corrupt); // no EOI
    expect(await checkImage(good.subarray(0, 40))).toEqual(corrupt); // cut mid-segment
    expect(await checkImage(Buffer.concat([good, Buffer.from('<html>')]))).toEqual(corrupt);
    // A frame header alone (the old check accepted this).
    expect(
      await checkImage(
        Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 1, 144, 1, 144, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
      ),
    ).toEqual(corrupt);
    expect(await checkImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toEqual(corrupt);
  });

  it('refuses frame kinds browsers do not decode and scans naming unknown components', async () => {
    expect(await checkImage(validJpeg(400, 400, { sof: 0xc3 }))).toEqual(corrupt); // lossless
    expect(await checkImage(validJpeg(400, 400, { sof: 0xc9 }))).toEqual(corrupt); // arithmetic
    const good = validJpeg(400, 400);
    const sos = good.indexOf(Buffer.from([0xff, 0xda]));
    const badScan = Buffer.from(good);
    badScan[sos + 5] = 9; // first scan component id: not in the frame
    expect(await checkImage(badScan)).toEqual(corrupt);
  });
});

describe('checkImage: other files', () => {
  it('says unsupported for anything that is neither', async () => {
    expect(await checkImage(Buffer.from('GIF89a......'))).toEqual({ ok: false, reason: 'unsupported' });
    expect(await checkImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(await checkImage(new Uint8Array())).toEqual({ ok: false, reason: 'unsupported' });
  });
});

describe('judgeImage', () => {
  const header = (w: number, h: number) =>
    ({ ok: true, header: { format: 'image/png', width: w, height: h } }) as const;
  it('accepts a logo from 400x400 and a hero from 2000x2000', () => {
    expect(judgeImage('logo', 1000, header(400, 400)).ok).toBe(true);
    expect(judgeImage('hero', 1000, { ok: true, header: { format: 'image/jpeg', width: 2000, height: 2400 } }).ok).toBe(
      true,
    );
  });
  it('refuses too small, too large, and non-images with the reason', () => {
    expect(judgeImage('logo', 1000, header(399, 400))).toEqual({
      ok: false,
      message: 'The logo must be at least 400x400 pixels (this one is 399x400)',
    });
    expect(judgeImage('hero', 1000, header(400, 400))).toMatchObject({ ok: false });
    expect(judgeImage('logo', 10 * 1024 * 1024 + 1, header(400, 400))).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.tooLarge,
    });
    expect(judgeImage('logo', 10, { ok: false, reason: 'unsupported' })).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.type,
    });
    expect(judgeImage('logo', 10, { ok: false, reason: 'corrupt' })).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.unreadable,
    });
    expect(judgeImage('hero', 49, { ok: false, reason: 'too-many-pixels', width: 60000, height: 60000 })).toEqual({
      ok: false,
      message: 'The image must be at most 8000x8000 pixels (this one is 60000x60000)',
    });
  });

  it('holds a stored object to the type and size announced for it', () => {
    expect(storedAsDeclared({ contentType: 'image/png', size: 10 }, { contentType: 'image/png', size: 10 })).toBe(true);
    expect(storedAsDeclared({ contentType: 'image/png', size: 10 }, { contentType: 'text/html', size: 10 })).toBe(
      false,
    );
    expect(storedAsDeclared({ contentType: 'image/png', size: 10 }, { contentType: 'image/png', size: 11 })).toBe(
      false,
    );
    expect(storedAsDeclared({ contentType: 'image/png', size: 10 }, { contentType: undefined, size: 10 })).toBe(false);
  });
});

describe('media ids', () => {
  it('prefix the cleaned file name with a timestamp under the company', () => {
    expect(newMediaId('01ABC', 'My Logo (final).PNG', 1700000000000)).toMatch(
      /^companies\/01ABC\/1700000000000-[0-9a-f]{8}-My-Logo-final-.PNG$/,
    );
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('日本.png')).toBe('png');
    expect(safeFileName('///')).toBe('image');
  });
});

describe('generateTemporaryPassword', () => {
  it('is 12 characters with upper, lower, digit and one symbol (the pool policy), and random', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(12);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password.replace(/[A-Za-z0-9]/g, '')).toHaveLength(1);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
