import { S3Client } from '@aws-sdk/client-s3';

/** An S3 client for the emulator: path-style, its fixed credentials, checksums only when required. */
export function localS3Client(port: number): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
