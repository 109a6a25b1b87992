import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { PerformanceMetrics } from '@schemas/metrics';
import type { METRICS_FILTERS } from '@schemas/enums';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/my-moving-company/performance-metrics?filter=: the company's figures for a time window. */

export type MetricsFilter = (typeof METRICS_FILTERS)[number];

export function getPerformanceMetrics(filter: MetricsFilter, signal?: AbortSignal): Promise<PerformanceMetrics> {
  return apiRequest(routes.getPerformanceMetrics, { query: { filter }, signal });
}

export function usePerformanceMetrics(filter: MetricsFilter) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.performanceMetrics(filter),
      queryFn: ({ signal }) => getPerformanceMetrics(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
