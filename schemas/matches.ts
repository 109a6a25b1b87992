import * as z from 'zod';
import { IdSchema } from './common';
import { PublicMovingCompanySchema } from './companies';
import { QuoteStatusSchema } from './enums';

/** A matched company plus whether the customer already asked it for a quote (spec section 3). */
export const MatchEntrySchema = PublicMovingCompanySchema.extend({
  hasQuote: z.boolean(),
  quoteStatus: QuoteStatusSchema.nullable(),
});
export type MatchEntry = z.infer<typeof MatchEntrySchema>;

export const MatchesResponseSchema = z.object({
  moving_company_matches: z.array(MatchEntrySchema),
  move_request_id: z.string(),
});

export const CheckAvailabilityParamsSchema = z.object({ move_request_id: IdSchema });

export const CheckAvailabilityResponseSchema = z.object({
  hasAvailability: z.boolean(),
  moveRequestDateRange: z.object({ start: z.string(), end: z.string() }),
});
