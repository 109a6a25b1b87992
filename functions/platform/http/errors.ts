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
export const paymentRequired = (message: string, details?: Record<string, unknown>) => new HttpError(402, message, details);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
/** 429: a per-day or pending limit of the product (not API throttling). */
export const tooManyRequests = (message: string) => new HttpError(429, message);
