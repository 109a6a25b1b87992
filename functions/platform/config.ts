/**
 * Runtime configuration, read from the environment on first use. In AWS the CDK stack sets
 * these on every function; in local mode bin/local.ts sets them to the emulators' addresses.
 */
function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

function required(name: string): string {
  const value = optional(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get region() {
    return optional('AWS_REGION') ?? 'us-east-1';
  },
  get tableName() {
    return required('TABLE_NAME');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** The web app client id tokens are issued to (the WebSocket authorizer checks it). */
  get userPoolClientId() {
    return required('USER_POOL_CLIENT_ID');
  },
  /** Tokens' iss: Cognito's in AWS, the emulator's in local mode (COGNITO_ISSUER). */
  get cognitoIssuer() {
    return optional('COGNITO_ISSUER') ?? `https://cognito-idp.${this.region}.amazonaws.com/${this.userPoolId}`;
  },
  /** Local mode only: where the emulator serves its signing keys (default: <issuer>/.well-known/jwks.json). */
  get cognitoJwksUrl() {
    return optional('COGNITO_JWKS_URL');
  },
  get imageBucket() {
    return required('IMAGE_BUCKET');
  },
  /** Where browsers load stored images from: '/images' behind CloudFront, the S3 emulator locally. */
  get imageBaseUrl() {
    return optional('IMAGE_BASE_URL') ?? '/images';
  },
  get eventBusName() {
    return optional('EVENT_BUS_NAME') ?? 'default';
  },
  /** The WebSocket stage's management endpoint (https://…/<stage>) live pushes go to (local mode: lib/local's). */
  get liveCallbackUrl() {
    return required('LIVE_CALLBACK_URL');
  },
  get mailFrom() {
    return optional('MAIL_FROM') ?? 'MoveMatch <no-reply@movematch.example>';
  },
  /** SES's configuration set every e-mail is sent with (its bounce and complaint events, reputation); none locally. */
  get sesConfigurationSet() {
    return optional('SES_CONFIGURATION_SET');
  },
  /** At most one new-message e-mail per conversation and recipient within this many minutes. */
  get messageEmailQuietMinutes() {
    return Number(optional('MESSAGE_EMAIL_QUIET_MINUTES') ?? 15);
  },
  /** The web app's public origin, used in links inside e-mails. */
  get appOrigin() {
    return optional('APP_ORIGIN') ?? 'http://localhost:5173';
  },
  /**
   * Stripe. Local mode sets STRIPE_API_URL (the Stripe-shaped emulator) and the two plain test
   * secrets; AWS sets STRIPE_SECRET_ARN (a Secrets Manager secret {secretKey, webhookSecret})
   * instead, so no secret sits in code or in the function's environment.
   */
  stripe: {
    get apiUrl() {
      return optional('STRIPE_API_URL');
    },
    get secretKey() {
      return optional('STRIPE_SECRET_KEY');
    },
    get webhookSecret() {
      return optional('STRIPE_WEBHOOK_SECRET');
    },
    /** The Connect endpoint's signing secret (events of companies' payout accounts); optional. */
    get connectWebhookSecret() {
      return optional('STRIPE_CONNECT_WEBHOOK_SECRET');
    },
    get secretArn() {
      return optional('STRIPE_SECRET_ARN');
    },
  },
  /** Local mode only: emulator endpoints. Undefined in AWS. */
  endpoints: {
    get dynamodb() {
      return optional('DYNAMODB_ENDPOINT');
    },
    get s3() {
      return optional('S3_ENDPOINT');
    },
    get ses() {
      return optional('SES_ENDPOINT');
    },
    get cognito() {
      return optional('COGNITO_ENDPOINT');
    },
    get eventBridge() {
      return optional('EVENTBRIDGE_ENDPOINT');
    },
  },
};
