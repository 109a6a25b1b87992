import { describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { localS3Client } from '@infra/local/s3-client';
import { currentStack } from '@test/support/current-stack';

/** The image bucket exists with CORS for the web origin, and byte-exact uploads. */
describe('local S3', () => {
  it('allows the web origin, and only it, to upload from the browser (CORS preflight)', async () => {
    const { s3Port, imageBucket, webUrl } = currentStack();
    const preflight = (origin: string) =>
      fetch(`http://127.0.0.1:${s3Port}/${imageBucket}/uploads/test.png`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(webUrl);
    expect(allowed.status).toBe(200);
    // s3rver answers '*' once a rule matched; the rule itself names only the web origins.
    expect(allowed.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight('http://elsewhere.example')).status).toBe(403);
  });

  it('stores a presigned PUT byte for byte', async () => {
    const { s3Port, imageBucket } = currentStack();
    const s3 = localS3Client(s3Port);
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
    const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: imageBucket, Key: 'uploads/bytes.bin' }), {
      expiresIn: 60,
    });
    const put = await fetch(url, { method: 'PUT', body });
    expect(put.status).toBe(200);
    const stored = await s3.send(new GetObjectCommand({ Bucket: imageBucket, Key: 'uploads/bytes.bin' }));
    expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(body);
  });
});
