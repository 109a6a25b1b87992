import { defineRoute, type RouteDef } from '../route';
import { PerformanceMetricsQuerySchema, PerformanceMetricsSchema } from '../metrics';

/** A moving company's performance metrics. */
export const metricRoutes = {
  getPerformanceMetrics: defineRoute({
    method: 'GET',
    path: '/api/my-moving-company/performance-metrics',
    roles: ['MOVING_COMPANY'],
    handler: 'metrics/get-performance-metrics',
    summary:
      "The caller's company's bookings, revenue pipeline, closing ratio, paid leads and deals closed for a time window",
    query: PerformanceMetricsQuerySchema,
    response: PerformanceMetricsSchema,
  }),
} satisfies Record<string, RouteDef>;
