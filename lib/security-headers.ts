/**
 * The security headers on every response of the web app: one definition for CloudFront
 * (lib/constructs/web-hosting.ts) and the local web server (lib/local/web.ts, `npm start` and the
 * e2e stack), so a policy that blocks something the app needs fails a browser test before a deploy.
 * Only the origins differ: AWS's Cognito, S3 and WebSocket API against the local emulators.
 */

/** The origins the app talks to besides its own. */
export interface AppOrigins {
  /** Cognito's API (Amplify's sign-in, refresh and password calls). */
  cognito: string[];
  /** Where images are read from when not same-origin (locally the S3 emulator). */
  imageReads: string[];
  /** Where presigned uploads go (the image bucket). */
  imageUploads: string[];
  /** The live delivery WebSocket's origin (wss://…); empty when it is same-origin. */
  liveSockets: string[];
}

export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Two years, with subdomains: what browsers' preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Only this origin's scripts ('self' also covers a same-origin ws:/wss: socket); inline styles
 * stay allowed because Mantine writes its CSS variables into a <style> tag.
 */
export function contentSecurityPolicy(origins: AppOrigins): string {
  const sources = (...lists: string[][]) => lists.flat().join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${sources(origins.imageReads)}`.trimEnd(),
    "font-src 'self' data:",
    `connect-src 'self' ${sources(origins.cognito, origins.imageUploads, origins.liveSockets)}`.trimEnd(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers as a server sends them. HSTS only over HTTPS (CloudFront): a browser ignores it
 * on plain http://localhost anyway.
 */
export function securityHeaders(origins: AppOrigins, options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': FRAME_OPTIONS,
    'Referrer-Policy': REFERRER_POLICY,
    ...(options.https ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}
