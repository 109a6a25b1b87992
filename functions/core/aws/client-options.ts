import { config } from '../config';

/**
 * Client options per service: AWS defaults in Lambda, the emulator's address in local mode.
 * Each service has its own module so a handler loads only the SDK clients it uses (cold start).
 */
export function lazy<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= create());
}

/** Emulators accept any credentials except S3, which wants S3RVER/S3RVER. */
export function clientOptions(endpoint: string | undefined, credentialId = 'local') {
  return {
    region: config.region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: credentialId, secretAccessKey: credentialId } } : {}),
  };
}
