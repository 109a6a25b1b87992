// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from '@web/lib/query-client';

describe('queryRetryDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('shouldRetryQuery', () => {
  it('retries network failures, 5xx, 408 and 429 up to 3 times', () => {
    for (const status of [0, 408, 429, 500, 503]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'x'))).toBe(true);
      expect(shouldRetryQuery(2, new ApiError(status, 'x'))).toBe(true);
      expect(shouldRetryQuery(3, new ApiError(status, 'x'))).toBe(false);
    }
  });

  it('does not retry other client errors or contract breaks', () => {
    for (const status of [200, 400, 401, 402, 403, 404, 409]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'x'))).toBe(false);
    }
  });

  it('retries unknown errors like any failure', () => {
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('carries the spec defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(60_000);
    expect(queries.refetchOnWindowFocus).toBe(true);
    expect(queries.refetchIntervalInBackground).toBe(false);
    expect(queries.retryDelay).toBe(queryRetryDelay);
  });
});
