import * as z from 'zod';
import { IdSchema } from './common';
import { PublicMovingCompanySchema } from './companies';
import { QuoteStatusSchema } from './enums';
import { PageCursorSchema } from './paging';

/**
 * A matched company plus whether the customer already asked it for a quote (spec section 3),
 * and what its card's reason line says besides the company's own response time and reviews.
 */
export const MatchEntrySchema = PublicMovingCompanySchema.extend({
  /** Miles from the company's base ZIP code to the move's origin, rounded; null when unknown. */
  distance_miles: z.number().int().nullable(),
  /** The company's first available days (YYYY-MM-DD) in the rest of the move's range, up to 3. */
  free_days: z.array(z.string()),
  hasQuote: z.boolean(),
  quoteStatus: QuoteStatusSchema.nullable(),
});
export type MatchEntry = z.infer<typeof MatchEntrySchema>;

export const MatchesQuerySchema = z.strictObject({ cursor: PageCursorSchema.optional() });

/** One page of matches, best first (LIMITS.matchesPageSize a page; docs/matching.md, Ranking). */
export const MatchesResponseSchema = z.object({
  /** How many companies match in all (every page says the same). */
  total: z.number().int(),
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
