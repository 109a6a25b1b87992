import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from './config';

/** Emulators accept any credentials except S3, which wants S3RVER/S3RVER. */
const localCredentials = (id = 'local') => ({ accessKeyId: id, secretAccessKey: id });

function lazy<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= create());
}

export const dynamoClient = lazy(() => {
  const endpoint = config.endpoints.dynamodb;
  return new DynamoDBClient({
    region: config.region,
    ...(endpoint ? { endpoint, credentials: localCredentials() } : {}),
  });
});

export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }),
);

/** S3 emulator needs path-style URLs and no default checksums (see docs/local-stack.md). */
export const s3Client = lazy(() => {
  const endpoint = config.endpoints.s3;
  return new S3Client({
    region: config.region,
    ...(endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          credentials: localCredentials('S3RVER'),
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
});

export const sesClient = lazy(() => {
  const endpoint = config.endpoints.ses;
  return new SESv2Client({
    region: config.region,
    ...(endpoint ? { endpoint, credentials: localCredentials() } : {}),
  });
});

export const cognitoClient = lazy(() => {
  const endpoint = config.endpoints.cognito;
  return new CognitoIdentityProviderClient({
    region: config.region,
    ...(endpoint ? { endpoint, credentials: localCredentials() } : {}),
  });
});

export const eventBridgeClient = lazy(() => new EventBridgeClient({ region: config.region }));
