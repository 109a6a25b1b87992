import { defineRoute, type RouteDef } from '../route';
import { NotInterestedParamsSchema, NotInterestedResponseSchema } from '../quote-choice';

/** The customer's choice of who may quote: 'Not interested' on a quote they did not ask for. */
export const quoteChoiceRoutes = {
  markQuoteNotInterested: defineRoute({
    method: 'POST',
    path: '/api/quote/{id}/not-interested',
    roles: ['MOVER'],
    handler: 'quotes/mark-quote-not-interested',
    summary:
      'Hides a quote the customer did not ask for, tells the company and refunds its token for the lead, once (400 for a quote the customer asked for)',
    params: NotInterestedParamsSchema,
    response: NotInterestedResponseSchema,
  }),
} satisfies Record<string, RouteDef>;
