import type { ErrorStatus } from '@schemas/errors';
import type { RouteDef, RouteErrors } from '@schemas/route';

/** Fallback messages of spec section 8 ("User fetch"). */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const NO_RESPONSE_MESSAGE = 'No response received from server.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no response arrived;
 * `message` is the server's `error` text when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 402: the company's plan does not cover this (spec section 8); never retried. */
export function isPaymentRequired(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 402;
}

/**
 * The message to show for an error body: our handlers' `error` field, else API Gateway's own
 * `message` (its 401 and 404 answers), else the generic one.
 */
export function messageFromErrorBody(body: unknown): string {
  if (body && typeof body === 'object') {
    for (const key of ['error', 'message'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return GENERIC_ERROR_MESSAGE;
}

/**
 * The typed error body a route declares for this status (its `errors` in the contract), or
 * null when the error is another status or its body does not match.
 */
export function routeErrorBody<R extends RouteDef, S extends keyof RouteErrors<R> & ErrorStatus>(
  route: R,
  status: S,
  error: unknown,
): RouteErrors<R>[S] | null {
  if (!isApiError(error) || error.status !== status) return null;
  const parsed = route.errors?.[status]?.safeParse(error.body);
  return parsed?.success ? parsed.data : null;
}
