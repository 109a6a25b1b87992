import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { NONCURRENT_IMAGE_DAYS } from '@infra/constructs/storage';
import { resourcesOf, type PropertiesByType } from './template-resources';
import { builtApp } from './built-app';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(builtApp().stack);
});

/** A bucket's versioning and lifecycle properties, which only this file reads. */
type BucketProperties = PropertiesByType['AWS::S3::Bucket'] & {
  VersioningConfiguration?: { Status: string };
  LifecycleConfiguration?: { Rules: object[] };
};

/** The properties of the bucket whose logical id starts with `prefix` (the Storage construct's buckets). */
function bucketProperties(prefix: string): BucketProperties {
  const found = Object.entries(resourcesOf(template, 'AWS::S3::Bucket')).filter(([id]) => id.startsWith(prefix));
  expect(found.map(([id]) => id)).toHaveLength(1);
  return found[0][1].Properties;
}

describe('image bucket versions (dispute photos)', () => {
  it('keeps versions, so an overwritten or deleted photo can be restored', () => {
    expect(bucketProperties('StorageImageBucket').VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it(`expires noncurrent versions after ${NONCURRENT_IMAGE_DAYS} days, those of unchecked uploads after a day, and keeps the other rules`, () => {
    // Long enough to look into a dispute (7 days to open one after the move).
    expect(NONCURRENT_IMAGE_DAYS).toBeGreaterThanOrEqual(7);
    const rules = bucketProperties('StorageImageBucket').LifecycleConfiguration?.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireNoncurrentVersions',
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_IMAGE_DAYS },
        ExpiredObjectDeleteMarker: true,
      }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireUncheckedUploads',
        Prefix: 'pending/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    );
  });

  it('leaves the log bucket unversioned (its logs simply expire)', () => {
    expect(bucketProperties('StorageLogBucket').VersioningConfiguration).toBeUndefined();
  });
});
