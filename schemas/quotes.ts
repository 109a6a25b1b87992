import * as z from 'zod';
import { IdSchema } from './common';
import { PublicMovingCompanySchema } from './companies';
import { LIMITS } from './constants';
import { QuoteStatusSchema } from './enums';

export const TOO_MANY_QUOTE_REQUESTS = `You can request quotes from up to ${LIMITS.maxQuoteRequestsPerSelection} companies at a time`;
export const NO_COMPANIES_FOR_QUOTES = 'No companies available for quote requests.';

/** POST /quote/bulk. The 5-limit is checked after duplicates are removed (server side). */
export const RequestQuotesBodySchema = z.strictObject({
  move_request_id: IdSchema,
  moving_company_ids: z.array(IdSchema).min(1, 'Choose at least one company'),
});
export type RequestQuotesBody = z.infer<typeof RequestQuotesBodySchema>;

/** POST /quote. */
export const RequestQuoteBodySchema = z.strictObject({
  move_request_id: IdSchema,
  moving_company_id: IdSchema,
});

/** A quote as its customer sees it (spec section 3, Quote), with the public company. */
export const CustomerQuoteSchema = z.object({
  id: z.string(),
  move_request_id: z.string(),
  moving_company_id: z.string(),
  moving_company: PublicMovingCompanySchema.nullable(),
  status: QuoteStatusSchema,
  price: z.number().nullable(),
  top_price: z.number().nullable(),
  description: z.string().nullable(),
  quoted_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerQuote = z.infer<typeof CustomerQuoteSchema>;

export const CustomerQuoteListSchema = z.array(CustomerQuoteSchema);
