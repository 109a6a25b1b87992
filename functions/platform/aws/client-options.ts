import { config } from '../config';

/**
 * Client options per service: AWS defaults in Lambda, the emulator's address in local mode.
 * Each service has its own module so a handler loads only the SDK clients it uses (cold start).
 */
export function lazy<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= create());
}

/**
 * A dependency that stops answering must fail the request (503) inside the Lambda's 10 s, not
 * hang it: connect within 2 s, no silence over 4 s, two attempts (a DynamoDB call takes ms).
 */
export const REQUEST_TIMEOUTS = {
  connectionTimeout: 2_000,
  requestTimeout: 4_000,
  throwOnRequestTimeout: true,
} as const;
export const MAX_ATTEMPTS = 2;

/** Emulators accept any credentials except S3, which wants S3RVER/S3RVER. */
export function clientOptions(endpoint: string | undefined, credentialId = 'local') {
  return {
    region: config.region,
    requestHandler: REQUEST_TIMEOUTS,
    maxAttempts: MAX_ATTEMPTS,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: credentialId, secretAccessKey: credentialId } } : {}),
  };
}
