import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** How long a replaced or deleted image stays restorable (the image bucket is versioned). */
export const NONCURRENT_IMAGE_DAYS = 30;

/**
 * The private image bucket (uploads by presigned URL, downloads through CloudFront at
 * /images/<object key>) and the log bucket that receives S3 server access logs and
 * CloudFront access logs.
 */
export class Storage extends Construct {
  readonly imageBucket: Bucket;
  readonly logBucket: Bucket;
  /**
   * The image bucket's name, built from the stack's account and region rather than read
   * from the bucket: CloudFront can then point at the bucket without depending on it,
   * which lets the bucket's CORS rule name the CloudFront origin without a cycle.
   */
  readonly imageBucketName: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);

    this.logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging and S3 access logging both deliver through ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.imageBucketName = `${stack.stackName.toLowerCase()}-images-${stack.account}-${stack.region}`;
    this.imageBucket = new Bucket(this, 'ImageBucket', {
      bucketName: this.imageBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/images/',
      // Dispute and review photos are evidence: an overwritten or deleted one stays restorable.
      versioned: true,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads wait under pending/ until the API checked them (docs/images.md); unchecked ones go,
        // and so do the old versions a check leaves behind (moved or refused, never served).
        {
          id: 'ExpireUncheckedUploads',
          prefix: 'pending/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // 30 days covers the 7-day dispute window and the review of a dispute after it; older
        // versions would only grow the bucket. Delete markers left without versions go too.
        {
          id: 'ExpireNoncurrentVersions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_IMAGE_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Browsers upload with presigned PUTs straight to S3, so the web origin needs CORS. */
  allowBrowserAccessFrom(origins: string[]): void {
    this.imageBucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      // As the local S3 emulator's rule (lib/local/s3-emulator.ts).
      maxAge: 3000,
    });
  }
}
