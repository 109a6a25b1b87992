import { defineRoute, type RouteDef } from '../route';
import { CustomerQuoteListSchema, CustomerQuoteSchema, RequestQuoteBodySchema, RequestQuotesBodySchema } from '../quotes';

/** A customer's quote requests, quotes and booking. */
export const customerQuoteRoutes = {
  requestQuotes: defineRoute({
    method: 'POST',
    path: '/api/quote/bulk',
    roles: ['MOVER'],
    handler: 'quotes/request-quotes',
    summary: 'Requests quotes from up to 5 matching companies for the customer’s own move (one transaction)',
    body: RequestQuotesBodySchema,
    response: CustomerQuoteListSchema,
    status: 201,
  }),
  requestQuote: defineRoute({
    method: 'POST',
    path: '/api/quote',
    roles: ['MOVER'],
    handler: 'quotes/request-quote',
    summary: 'Requests a quote from one matching company for the customer’s own move',
    body: RequestQuoteBodySchema,
    response: CustomerQuoteSchema,
    status: 201,
  }),
  listMyQuotes: defineRoute({
    method: 'GET',
    path: '/api/my-quotes',
    roles: ['MOVER'],
    handler: 'quotes/list-my-quotes',
    summary: "The customer's quotes with their companies",
    response: CustomerQuoteListSchema,
  }),
} satisfies Record<string, RouteDef>;
