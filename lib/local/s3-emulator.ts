import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { isDown } from './outages';
import { s3ReadGate } from './s3-read-gate';
import { LOCAL_BIND_HOST } from './bind-host';

const require = createRequire(import.meta.url);
// s3rver is CommonJS without types.
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  /** Koa's middleware list: composed when the server starts listening. */
  middleware: unknown[];
  run(): Promise<unknown>;
  close(): Promise<void>;
};

/** While S3 is down (outages.ts), every request's connection is dropped; Koa is told not to answer. */
async function s3OutageGate(
  ctx: { req: { socket: { destroy(): void } }; respond?: boolean },
  next: () => Promise<unknown>,
) {
  if (!isDown('s3')) return next();
  ctx.respond = false;
  ctx.req.socket.destroy();
}

export interface S3EmulatorOptions {
  port: number;
  dataDir: string;
  bucket: string;
  /** Browser origins allowed to upload and read (the web app). */
  allowedOrigins: string[];
}

/** The image bucket's CORS rules: the same methods and headers the CDK bucket allows. */
function corsXml(origins: string[]): string {
  const originTags = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${originTags}<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/**
 * s3rver stores objects as files under dataDir. It checks no signatures and no upload
 * policy, so the API itself verifies what was uploaded (type, size, structure, pixels).
 * Anonymous reads reach only the keys CloudFront would serve (s3-read-gate.ts).
 */
export async function startS3Emulator(options: S3EmulatorOptions) {
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: LOCAL_BIND_HOST,
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.allowedOrigins)] }],
  });
  // First in the chain, before s3rver's own routes: an outage (outages.ts), then the read gate.
  server.middleware.unshift(s3ReadGate(options.bucket));
  server.middleware.unshift(s3OutageGate);
  await server.run();
  return { stop: () => server.close() };
}
