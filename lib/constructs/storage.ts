import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

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
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads wait under pending/ until the API checked them (docs/images.md); unchecked ones go.
        { id: 'ExpireUncheckedUploads', prefix: 'pending/', expiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Browsers upload with presigned PUTs straight to S3, so the web origin needs CORS. */
  allowBrowserAccessFrom(origin: string): void {
    this.imageBucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      // As the local S3 emulator's rule (lib/local/s3-emulator.ts).
      maxAge: 3000,
    });
  }
}
