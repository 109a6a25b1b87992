import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { isApiError } from './api-error';

/** Delay before retry number `failureCount + 1`: 1 s, 2 s, 4 s ... at most 30 s (spec 7). */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(TIMINGS.queryRetryBaseMs * 2 ** failureCount, TIMINGS.queryRetryMaxMs);
}

/** Client errors will fail the same way again, except timeouts and rate limits. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const { status } = error;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return true;
  return false; // other 4xx, and 2xx bodies that broke the contract
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < TIMINGS.queryRetries && isRetryableError(error);
}

/** The longest wait between two polls of a query that keeps failing. */
export const POLL_BACKOFF_MAX_MS = 10 * 60 * 1000;

/**
 * A polled query's refetchInterval: the given interval while answers come; while they fail,
 * doubled per failure so far (at most POLL_BACKOFF_MAX_MS); no more polling after a refusal
 * that would fail the same way again (a 4xx other than 408/429).
 */
export function backedOffPoll(intervalMs: number) {
  return (query: { state: { status: string; error: unknown; errorUpdateCount: number } }): number | false => {
    const { status, error, errorUpdateCount } = query.state;
    if (status !== 'error') return intervalMs;
    if (!isRetryableError(error)) return false;
    return Math.min(intervalMs * 2 ** Math.min(errorUpdateCount, 16), POLL_BACKOFF_MAX_MS);
  };
}

/** The spec's data-fetching defaults, set once here; a query overrides them only with reason. */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: TIMINGS.queryStaleMs,
    retry: shouldRetryQuery,
    retryDelay: queryRetryDelay,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** The one client of the app (providers and non-React code such as session.ts share it). */
export const queryClient = createQueryClient();
