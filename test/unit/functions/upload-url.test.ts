import { beforeAll, describe, expect, it } from 'vitest';

/** The presigned PUT of an image upload (it signed only the host). */
describe('presignUpload', () => {
  beforeAll(() => {
    Object.assign(process.env, {
      IMAGE_BUCKET: 'images-bucket',
      AWS_ACCESS_KEY_ID: 'AKIDTEST',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    delete process.env.S3_ENDPOINT;
  });

  it('signs the content type and the length, so S3 refuses any other type or size', async () => {
    const { presignUpload } = await import('@functions/images/upload-url');
    const upload = await presignUpload('pending/companies/c1/1-abcd1234-logo.png', 'image/png', 12345);
    const url = new URL(upload.url);
    expect(url.pathname).toContain('/pending/companies/c1/1-abcd1234-logo.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';').sort()).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(upload.headers).toEqual({ 'content-type': 'image/png' });
  });

  it('carries no checksum of an empty body (S3 would refuse the real file)', async () => {
    const { presignUpload } = await import('@functions/images/upload-url');
    const url = new URL((await presignUpload('pending/x', 'image/jpeg', 10)).url);
    expect([...url.searchParams.keys()].filter((key) => key.toLowerCase().startsWith('x-amz-checksum'))).toEqual([]);
  });
});
