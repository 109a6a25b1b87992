import { defineRoute, type RouteDef } from '../route';
import { PaymentRequiredErrorSchema } from '../errors';
import { MovingCompanyIdParamsSchema } from '../companies';
import {
  AvailabilityListSchema,
  AvailabilityQuerySchema,
  BulkUpdateAvailabilityBodySchema,
  BulkUpdateAvailabilityResponseSchema,
} from '../availability';

/**
 * A moving company's availability calendar. Company users reach only their own company's
 * calendar (403 for another id); admins are refused by role (no admin screen reads it, and
 * matching reads the index, not this route).
 */
export const availabilityRoutes = {
  getAvailability: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}/availability',
    roles: ['MOVING_COMPANY'],
    handler: 'availability/get-availability',
    summary:
      "Every day from start_date to end_date (at most 400) of the caller's own company; days without a record are unavailable",
    params: MovingCompanyIdParamsSchema,
    query: AvailabilityQuerySchema,
    response: AvailabilityListSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  bulkUpdateAvailability: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/bulk-update-availability',
    roles: ['MOVING_COMPANY'],
    handler: 'availability/bulk-update-availability',
    summary: "Publishes calendar changes (today or later, each date once, at most 100) of the caller's own company",
    params: MovingCompanyIdParamsSchema,
    body: BulkUpdateAvailabilityBodySchema,
    response: BulkUpdateAvailabilityResponseSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
} satisfies Record<string, RouteDef>;
