import { afterEach, describe, expect, it } from 'vitest';
import { imageUrl } from '@functions/platform/images';

describe('imageUrl', () => {
  const original = process.env.IMAGE_BASE_URL;
  afterEach(() => {
    process.env.IMAGE_BASE_URL = original;
  });

  it('serves images same-origin under /images by default (CloudFront)', () => {
    delete process.env.IMAGE_BASE_URL;
    expect(imageUrl('seed/01ABC/logo.png')).toBe('/images/seed/01ABC/logo.png');
  });

  it('uses the configured base (the S3 emulator locally) and encodes each path part', () => {
    process.env.IMAGE_BASE_URL = 'http://localhost:4569/movematch-images';
    expect(imageUrl('uploads/1700000000-my logo.png')).toBe(
      'http://localhost:4569/movematch-images/uploads/1700000000-my%20logo.png',
    );
  });

  it('is null without a media id', () => {
    expect(imageUrl(undefined)).toBeNull();
    expect(imageUrl('')).toBeNull();
  });
});
