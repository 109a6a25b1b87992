import { defineRoute, type RouteDef } from '../route';
import { LeadDemandResponseSchema } from '../lead-demand';

/** The demand preview a company sees on the paywall (with or without a plan). */
export const leadDemandRoutes = {
  getLeadDemand: defineRoute({
    method: 'GET',
    path: '/api/lead-demand',
    roles: ['MOVING_COMPANY'],
    handler: 'leads/get-lead-demand',
    summary:
      "The number of open leads in the verified caller's service area over the next 30 days and a few anonymised cards (dates, cities, size; no customer, no id)",
    response: LeadDemandResponseSchema,
  }),
} satisfies Record<string, RouteDef>;
