import Stripe from 'stripe';
import { config } from './config';

/**
 * The Stripe SDK client and the webhook endpoint secret, from the environment (config.stripe):
 * plain STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET locally, or in AWS the Secrets Manager secret
 * named by STRIPE_SECRET_ARN, read once per Lambda instance. STRIPE_API_URL points the SDK at the
 * local Stripe-shaped server (host, port, protocol); unset in AWS, where it talks to Stripe.
 */
export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
  /**
   * The Connect endpoint's signing secret: events of connected accounts (account.updated) reach
   * the same URL from a Connect endpoint with a secret of its own. Unset: only `webhookSecret`.
   */
  connectWebhookSecret?: string;
}

let secrets: Promise<StripeSecrets> | undefined;
let client: Promise<Stripe> | undefined;

export function stripeSecrets(): Promise<StripeSecrets> {
  secrets ??= loadSecrets().catch((error) => {
    secrets = undefined; // a failed read is retried by the next call, not cached
    throw error;
  });
  return secrets;
}

async function loadSecrets(): Promise<StripeSecrets> {
  const { secretKey, webhookSecret, connectWebhookSecret, secretArn } = config.stripe;
  if (secretKey && webhookSecret) return { secretKey, webhookSecret, connectWebhookSecret };
  if (!secretArn) throw new Error('Missing STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or STRIPE_SECRET_ARN');
  // Loaded only in AWS: local mode never needs the Secrets Manager client.
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({ region: config.region }).send(
    new GetSecretValueCommand({ SecretId: secretArn }),
  );
  const parsed = JSON.parse(answer.SecretString ?? '{}') as Partial<StripeSecrets>;
  if (!parsed.secretKey || !parsed.webhookSecret)
    throw new Error('The Stripe secret needs secretKey and webhookSecret');
  return {
    secretKey: parsed.secretKey,
    webhookSecret: parsed.webhookSecret,
    connectWebhookSecret: parsed.connectWebhookSecret || undefined,
  };
}

/** The SDK's connection options for STRIPE_API_URL (local emulator); {} means api.stripe.com. */
export function stripeConnection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

export function stripeClient(): Promise<Stripe> {
  client ??= stripeSecrets().then(
    ({ secretKey }) =>
      new Stripe(secretKey, {
        ...stripeConnection(config.stripe.apiUrl),
        maxNetworkRetries: 2,
        timeout: 10_000,
        appInfo: { name: 'MoveMatch' },
      }),
  );
  return client;
}

/** True when Stripe answered that the object does not exist (an unknown session id). */
export function isStripeMissing(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number } | undefined;
  return e?.code === 'resource_missing' || e?.statusCode === 404;
}
