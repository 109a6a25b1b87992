import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * What the seed needs from its caller. The DynamoDB entities read TABLE_NAME and
 * DYNAMODB_ENDPOINT from process.env, which the caller sets before seeding.
 */
export interface SeedContext {
  userPoolId: string;
  /** Already pointed at cognito-local. */
  cognito: CognitoIdentityProviderClient;
  /** Already pointed at the S3 emulator (forcePathStyle, WHEN_REQUIRED checksums). */
  s3: S3Client;
  imageBucket: string;
  log?: (msg: string) => void;
}

/** What one run did. Counts of written things are for this run only (0 on a rerun). */
export interface SeedSummary {
  /** E-mails of the demo accounts, all present after the run. */
  users: string[];
  /** Seed companies present after the run. */
  companies: number;
  /** Seed companies created by this run. */
  companiesCreated: number;
  /** Companies awaiting vetting (companies-awaiting-vetting.ts) created by this run. */
  companiesAwaitingVettingCreated: number;
  /** Vetting records created by this run (verified seed companies, one begun vetting). */
  vettingRecordsCreated: number;
  /** Availability days written by this run. */
  availabilityDays: number;
  /** Images uploaded by this run (inventory photos included). */
  imagesUploaded: number;
  /** Room photos of the seeded inventories uploaded by this run. */
  inventoryPhotosUploaded: number;
  /** Lead tokens the seed plans credited in this run. */
  tokensCredited: number;
  /** Move requests created by this run (the demo customers' and customer@example.com's). */
  demoMovesCreated: number;
  /** Tar Heel Moving Co.'s quotes on demo customers' moves created by this run. */
  demoQuotesCreated: number;
  /** customer@example.com's conversations opened by this run. */
  conversationsCreated: number;
  /** Demo reviews (demo-reviews.ts) written by this run, published or still blind. */
  reviewsCreated: number;
}

/** True when a DynamoDB write was refused by its condition (ElectroDB wraps the AWS error). */
export function isConditionalFailure(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string } } | undefined;
  return e?.name === 'ConditionalCheckFailedException' || e?.cause?.name === 'ConditionalCheckFailedException';
}
