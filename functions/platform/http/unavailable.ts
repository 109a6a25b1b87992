/**
 * Is this error a dependency that is down or overloaded (DynamoDB, S3, SES, Cognito, Stripe)
 * rather than a bug of ours? Those answer 503 with the request id, so a client knows to retry
 * and support can find the request; the SDK has already retried by the time it throws.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const OVERLOAD_NAMES = new Set([
  'TimeoutError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
]);

interface ErrorShape {
  name?: string;
  code?: string;
  type?: string;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as ErrorShape;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if (e.name && OVERLOAD_NAMES.has(e.name)) return true;
  if (e.type && OVERLOAD_NAMES.has(e.type)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return true;
  // Node's fetch and some SDK paths wrap the socket error.
  return isDependencyUnavailable(e.cause, depth + 1);
}

export const UNAVAILABLE_MESSAGE = 'We could not reach one of our services. Please try again in a moment.';
/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 2;
