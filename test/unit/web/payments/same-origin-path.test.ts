import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '@web/lib/same-origin-path';

const ORIGIN = 'https://movematch.example';

describe('sameOriginPath (the refill return_url guard)', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(sameOriginPath('/profile', ORIGIN)).toBe('/profile');
    expect(sameOriginPath('/manage-leads?filter=paid#top', ORIGIN)).toBe('/manage-leads?filter=paid#top');
  });

  it('refuses anything that could leave the app: never an open redirect', () => {
    for (const raw of [
      'https://evil.example/profile',
      '//evil.example/profile',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'profile',
      ' /profile',
      `${ORIGIN}/profile`,
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginPath(raw, ORIGIN), String(raw)).toBeNull();
    }
  });
});
