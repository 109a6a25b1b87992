import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooManyError,
} from '../domain-errors';

/**
 * Errors a handler throws on purpose. Each becomes a 4xx with { error } in the body;
 * anything else thrown is our fault and becomes a 500 with a request id.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the error body (e.g. existingBooking, fields). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message);
/** 402: the paywall; details may carry a checkoutUrl (schemas/errors.ts). */
export const paymentRequired = (message: string, details?: Record<string, unknown>) =>
  new HttpError(402, message, details);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
/** 429: a per-day or pending limit of the product (not API throttling). */
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** The status of each domain error (functions/platform/domain-errors.ts): the one place a service's refusal becomes HTTP. */
const DOMAIN_ERROR_STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [InvalidError, 400],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooManyError, 429],
]);

/** A domain error as the HttpError its status code answers with; the message and details unchanged. */
export function httpErrorOf(error: DomainError): HttpError {
  for (const [kind, status] of DOMAIN_ERROR_STATUS)
    if (error instanceof kind) return new HttpError(status, error.message, error.details);
  return new HttpError(400, error.message, error.details);
}
