import { describe, expect, it } from 'vitest';
import { localAppOrigins } from '@infra/local/app-origins';
import { contentSecurityPolicy, securityHeaders } from '@infra/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers (one definition for CloudFront and the local web server)', () => {
  const origins = {
    cognito: ['https://cognito-idp.us-east-1.amazonaws.com'],
    imageReads: [],
    imageUploads: ['https://images.s3.us-east-1.amazonaws.com'],
    liveSockets: ['wss://abc123.execute-api.us-east-1.amazonaws.com'],
  };

  it('lets the app connect to itself, Cognito, the upload bucket and the live socket, and nothing else', () => {
    expect(directive(contentSecurityPolicy(origins), 'connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.us-east-1.amazonaws.com',
      'https://images.s3.us-east-1.amazonaws.com',
      'wss://abc123.execute-api.us-east-1.amazonaws.com',
    ]);
    expect(directive(contentSecurityPolicy(origins), 'script-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy(origins), 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('sends HSTS over HTTPS only, and the same other headers either way', () => {
    const https = securityHeaders(origins, { https: true });
    const http = securityHeaders(origins, { https: false });
    expect(https['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(http['Strict-Transport-Security']).toBeUndefined();
    const { ['Strict-Transport-Security']: _hsts, ...rest } = https;
    expect(rest).toEqual(http);
  });

  it('names the emulators locally: Cognito and image reads at localhost, uploads at 127.0.0.1', () => {
    const policy = contentSecurityPolicy(localAppOrigins({ cognito: 9229, s3: 4569 }));
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://localhost:9229', 'http://127.0.0.1:4569']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4569']);
  });
});
