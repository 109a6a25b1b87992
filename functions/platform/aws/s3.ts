import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { clientOptions, lazy } from './client-options';

/**
 * The S3 emulator needs path-style URLs (docs/local-stack.md). Checksums only when an
 * operation requires one, in AWS too: with the default, a presigned PUT carries the CRC32 of
 * an empty body, and S3 refuses the browser's upload of the real file.
 */
export const s3Client = lazy(() => {
  const endpoint = config.endpoints.s3;
  return new S3Client({
    ...clientOptions(endpoint, 'S3RVER'),
    // The image check runs in a 25 s Lambda: one more attempt rides out a hiccup of S3.
    maxAttempts: 3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { forcePathStyle: true } : {}),
  });
});
