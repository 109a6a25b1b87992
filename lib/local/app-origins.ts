import type { AppOrigins } from '@infra/security-headers';
import type { LocalPorts } from './ports';

/**
 * The emulators the web app talks to, as lib/local/stack.ts hands them out: Cognito and image
 * reads at localhost, presigned uploads at 127.0.0.1 (S3_ENDPOINT). The live socket is
 * same-origin (/ws through the web server), as /api is.
 */
export function localAppOrigins(ports: Pick<LocalPorts, 'cognito' | 's3'>): AppOrigins {
  return {
    cognito: [`http://localhost:${ports.cognito}`],
    imageReads: [`http://localhost:${ports.s3}`],
    imageUploads: [`http://127.0.0.1:${ports.s3}`],
    liveSockets: [],
  };
}
