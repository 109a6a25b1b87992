import { defineRoute, type RouteDef } from '../route';
import { CustomerPriceGuideSchema, LeadPriceGuideParamsSchema, LeadPriceGuideSchema } from '../price-guide';

/** Price guidance from the quotes of similar moves (docs/price-guidance.md). */
export const priceGuideRoutes = {
  getMyPriceGuide: defineRoute({
    method: 'GET',
    path: '/api/my-move-request/price-guide',
    roles: ['MOVER'],
    handler: 'price-guide/get-my-price-guide',
    summary:
      "What moves like the customer's own were quoted (the middle half, from 5 quotes) and each company's own range (from 3 of its quotes)",
    response: CustomerPriceGuideSchema,
  }),
  getLeadPriceGuide: defineRoute({
    method: 'GET',
    path: '/api/price-guide/leads/{move_request_id}',
    roles: ['MOVING_COMPANY'],
    handler: 'price-guide/get-lead-price-guide',
    summary:
      'What moves like this lead were quoted and completed at, for a company that may see the lead (404 for others)',
    params: LeadPriceGuideParamsSchema,
    response: LeadPriceGuideSchema,
  }),
} satisfies Record<string, RouteDef>;
