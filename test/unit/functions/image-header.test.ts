import { describe, expect, it } from 'vitest';
import { readImageHeader } from '@functions/images/image-header';
import { judgeImage } from '@functions/images/image-rules';
import { newMediaId, safeFileName } from '@functions/images/media-keys';
import { generateTemporaryPassword } from '@functions/company-profile/temporary-password';
import { encodePng } from '@infra/local/seed/png';
import { IMAGE_MESSAGES } from '@schemas/company-profile';

const png = (w: number, h: number) => encodePng(w, h, new Uint8Array(w * h * 3));

/** A JPEG's start: SOI, an APP segment of `appBytes` bytes, then SOFn with the size. */
function jpegStart(width: number, height: number, options: { appBytes?: number; sof?: number; fill?: boolean } = {}) {
  const app = options.appBytes ?? 14;
  const appSegment = [0xff, 0xe1, (app + 2) >> 8, (app + 2) & 0xff, ...new Array(app).fill(0x41)];
  const sof = [
    ...(options.fill ? [0xff, 0xff] : []),
    0xff,
    options.sof ?? 0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
  ];
  return Uint8Array.from([0xff, 0xd8, ...appSegment, 0xff, 0xdb, 0x00, 0x04, 0x00, 0x00, ...sof, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
}

describe('readImageHeader', () => {
  it('reads a PNG size from IHDR', () => {
    expect(readImageHeader(png(400, 300))).toEqual({ ok: true, header: { format: 'image/png', width: 400, height: 300 } });
  });

  it('reads a baseline and a progressive JPEG size from the SOF segment, past APP segments and fill bytes', () => {
    expect(readImageHeader(jpegStart(2400, 2000))).toEqual({
      ok: true,
      header: { format: 'image/jpeg', width: 2400, height: 2000 },
    });
    expect(readImageHeader(jpegStart(640, 480, { sof: 0xc2, fill: true }))).toMatchObject({ header: { width: 640, height: 480 } });
  });

  it('asks for more bytes when the JPEG frame header lies beyond them', () => {
    const full = jpegStart(500, 500, { appBytes: 5000 });
    expect(readImageHeader(full.subarray(0, 1000))).toEqual({ ok: false, reason: 'need-more' });
    expect(readImageHeader(full)).toMatchObject({ ok: true });
  });

  it('refuses other formats and broken headers', () => {
    expect(readImageHeader(Buffer.from('GIF89a......'))).toEqual({ ok: false, reason: 'unsupported' });
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, reason: 'unsupported' });
    expect(readImageHeader(png(10, 10).subarray(0, 20))).toEqual({ ok: false, reason: 'corrupt' });
    expect(readImageHeader(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toEqual({ ok: false, reason: 'corrupt' });
  });
});

describe('judgeImage', () => {
  const header = (w: number, h: number) => readImageHeader(png(w, h));
  it('accepts a logo from 400x400 and a hero from 2000x2000', () => {
    expect(judgeImage('logo', 1000, header(400, 400)).ok).toBe(true);
    expect(judgeImage('hero', 1000, { ok: true, header: { format: 'image/jpeg', width: 2000, height: 2400 } }).ok).toBe(true);
  });
  it('refuses too small, too large, and non-images with the reason', () => {
    expect(judgeImage('logo', 1000, header(399, 400))).toEqual({
      ok: false,
      message: 'The logo must be at least 400x400 pixels (this one is 399x400)',
    });
    expect(judgeImage('hero', 1000, header(400, 400))).toMatchObject({ ok: false });
    expect(judgeImage('logo', 10 * 1024 * 1024 + 1, header(400, 400))).toEqual({ ok: false, message: IMAGE_MESSAGES.tooLarge });
    expect(judgeImage('logo', 10, { ok: false, reason: 'unsupported' })).toEqual({ ok: false, message: IMAGE_MESSAGES.type });
  });
});

describe('media ids', () => {
  it('prefix the cleaned file name with a timestamp under the company', () => {
    expect(newMediaId('01ABC', 'My Logo (final).PNG', 1700000000000)).toMatch(/^companies\/01ABC\/1700000000000-[0-9a-f]{8}-My-Logo-final-.PNG$/);
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
