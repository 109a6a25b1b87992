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

/** Where the next page of matches starts: opaque to clients (base64url), as answered in nextCursor. */
export const MatchesCursorSchema = z
  .string({ error: 'The cursor is not valid' })
  .regex(/^[A-Za-z0-9_-]{1,700}$/, 'The cursor is not valid');

export const MatchesQuerySchema = z.strictObject({ cursor: MatchesCursorSchema.optional() });

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
