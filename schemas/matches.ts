import * as z from 'zod';
import { IdSchema } from './common';
import { PublicMovingCompanySchema } from './companies';
import { QuoteStatusSchema } from './enums';
import { PageCursorSchema } from './paging';

/** A matched company plus whether the customer already asked it for a quote (spec section 3). */
export const MatchEntrySchema = PublicMovingCompanySchema.extend({
  hasQuote: z.boolean(),
  quoteStatus: QuoteStatusSchema.nullable(),
});
export type MatchEntry = z.infer<typeof MatchEntrySchema>;

export const MatchesQuerySchema = z.strictObject({ cursor: PageCursorSchema.optional() });

/** One page of matches in name order (LIMITS.matchesPageSize a page). */
export const MatchesResponseSchema = z.object({
  moving_company_matches: z.array(MatchEntrySchema),
  move_request_id: z.string(),
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const CheckAvailabilityParamsSchema = z.object({ move_request_id: IdSchema });

export const CheckAvailabilityResponseSchema = z.object({
  hasAvailability: z.boolean(),
  moveRequestDateRange: z.object({ start: z.string(), end: z.string() }),
});
