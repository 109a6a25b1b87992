import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { clientOptions, lazy } from './client-options';

/** The S3 emulator needs path-style URLs and no default checksums (docs/local-stack.md). */
export const s3Client = lazy(() => {
  const endpoint = config.endpoints.s3;
  return new S3Client({
    ...clientOptions(endpoint, 'S3RVER'),
    ...(endpoint
      ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
});
