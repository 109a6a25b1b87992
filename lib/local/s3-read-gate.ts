import { isServedImageKey } from '@functions/platform/images';

/**
 * Koa middleware for s3rver that makes the local bucket behave as the AWS one does from a
 * browser: private, except the image keys CloudFront serves. s3rver itself serves anonymous
 * reads of every object, pending/ uploads and bucket listings included; in AWS an anonymous
 * request reaches only CloudFront's /images/* behaviour, and that serves only accepted
 * prefixes. Signed requests (the API's SDK client, presigned PUTs) pass: s3rver checks no
 * SigV4 signature, so local mode cannot refuse a forged one (docs/local-stack.md).
 */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const isSigned = (ctx: KoaContext) =>
  'authorization' in ctx.headers || 'X-Amz-Signature' in ctx.query || 'Signature' in ctx.query;

function servedKey(path: string, bucket: string): boolean {
  const prefix = `/${bucket}/`;
  if (!path.startsWith(prefix)) return false;
  try {
    return isServedImageKey(decodeURIComponent(path.slice(prefix.length)));
  } catch {
    return false; // a malformed escape names no object
  }
}

export function s3ReadGate(bucket: string) {
  return async function readGate(ctx: KoaContext, next: () => Promise<unknown>) {
    const anonymousRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (isSigned(ctx) || ctx.method === 'OPTIONS' || (anonymousRead && servedKey(ctx.path, bucket))) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
  };
}
