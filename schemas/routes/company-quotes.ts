import { defineRoute, type RouteDef } from '../route';
import { PaymentRequiredErrorSchema } from '../errors';
import {
  CompanyLeadListQuerySchema,
  CompanyLeadListSchema,
  CompanyQuoteParamsSchema,
  CompanyQuoteSchema,
  CreateCompanyQuoteBodySchema,
  UpdateCompanyQuoteBodySchema,
} from '../company-quotes';

/** A moving company's quotes and lead manager list. */
export const companyQuoteRoutes = {
  findQuoteByMoveRequestId: defineRoute({
    method: 'GET',
    path: '/api/find-quote-by-move-request-id/{id}',
    roles: ['MOVING_COMPANY'],
    handler: 'company-quotes/find-quote-by-move-request-id',
    summary: "The caller's company's quote for this move (404 when none: the editor starts a blank draft)",
    params: CompanyQuoteParamsSchema,
    response: CompanyQuoteSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  sendCompanyQuote: defineRoute({
    method: 'POST',
    path: '/api/moving-company-quotes',
    roles: ['MOVING_COMPANY'],
    throttle: 'mail',
    handler: 'company-quotes/send-company-quote',
    summary:
      "Sends the caller's company's quote on an open move: a requested quote or a new one becomes QUOTED (201 when created)",
    body: CreateCompanyQuoteBodySchema,
    response: CompanyQuoteSchema,
    status: 201,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  updateCompanyQuote: defineRoute({
    method: 'PATCH',
    path: '/api/moving-company-quotes/{id}',
    roles: ['MOVING_COMPANY'],
    throttle: 'mail',
    handler: 'company-quotes/update-company-quote',
    summary:
      "Edits the caller's company's quote (stays QUOTED), or status BOOKED: 'Mark as Booked' on a cancelled or past quote",
    params: CompanyQuoteParamsSchema,
    body: UpdateCompanyQuoteBodySchema,
    response: CompanyQuoteSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  listMyCompanyQuotes: defineRoute({
    method: 'GET',
    path: '/api/my-company-quotes',
    roles: ['MOVING_COMPANY'],
    handler: 'company-quotes/list-my-company-quotes',
    summary:
      "A page of the company's lead manager: its quotes and its saved leads without a quote, last interaction first, with the company view of each move; the next page's cursor in x-next-cursor",
    query: CompanyLeadListQuerySchema,
    response: CompanyLeadListSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
} satisfies Record<string, RouteDef>;
