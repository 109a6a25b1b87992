import * as z from 'zod';
import { IdSchema } from './common';
import { DATE_LIMIT_MESSAGES, withinMaxRange } from './date-limits';
import { CalendarDateSchema } from './calendar-date';
import { MoveRequestSchema } from './move-requests';
import { PageCursorSchema } from './paging';

/**
 * Company lead search and saved leads (spec sections 2 'Find leads', 3 'Search lead result',
 * 'Search filters', 'Saved lead', 7 'Company leads and quotes').
 */

/** Leads per search page when the client does not ask for another size (spec: not shown). */
export const LEAD_PAGE_SIZE = 20;
export const LEAD_PAGE_SIZE_MAX = 50;

/** An optional text filter: blank means "any". */
const optionalText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} is too long`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** City and zip of one end of the move; zip matches by prefix (1 to 5 digits). */
export const LeadLocationFilterSchema = z.strictObject({
  city: optionalText('City'),
  zip: z
    .string({ error: 'Zip code must be digits' })
    .trim()
    .regex(/^\d{0,5}$/, 'Zip code must be up to 5 digits')
    .nullish()
    .transform((value) => (value ? value : undefined)),
});
export type LeadLocationFilter = z.infer<typeof LeadLocationFilterSchema>;

/** The residence checkboxes; each checked box narrows the results (all apply together). */
export const ResidenceDetailsFilterSchema = z.strictObject({
  lessThan800: z.boolean().default(false),
  moreThan4Beds: z.boolean().default(false),
  isOneLevel: z.boolean().default(false),
  isOver3000Sqft: z.boolean().default(false),
  isPacking: z.boolean().default(false),
});
export type ResidenceDetailsFilter = z.infer<typeof ResidenceDetailsFilterSchema>;

/**
 * A page position: the lead order of the last lead returned (<start_date>#<id>, whatever its
 * length class); `R#` before it while the page ended among the leads that requested the company
 * (they come first, functions/leads/requested-first.ts).
 */
export const LeadCursorSchema = z
  .string({ error: 'The cursor is not valid' })
  .regex(/^(R#)?\d{4}-\d{2}-\d{2}#[A-Za-z0-9_-]{1,64}$/, 'The cursor is not valid');

/** POST /search-move-requests body: the spec's search filters plus paging. */
export const SearchMoveRequestsBodySchema = z
  .strictObject({
    fromLocation: LeadLocationFilterSchema.default({ city: undefined, zip: undefined }),
    toLocation: LeadLocationFilterSchema.default({ city: undefined, zip: undefined }),
    /** Date window; no start: from today. Only a start: the end equals the start (section 5). */
    startDate: CalendarDateSchema.nullish(),
    endDate: CalendarDateSchema.nullish(),
    residenceDetails: ResidenceDetailsFilterSchema.default({
      lessThan800: false,
      moreThan4Beds: false,
      isOneLevel: false,
      isOver3000Sqft: false,
      isPacking: false,
    }),
    /** 'Requested you': only the leads whose customer asked this company for a quote. */
    requestedOnly: z.boolean({ error: 'requestedOnly must be true or false' }).default(false),
    cursor: LeadCursorSchema.nullish(),
    limit: z
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(LEAD_PAGE_SIZE_MAX, `Limit must be at most ${LEAD_PAGE_SIZE_MAX}`)
      .default(LEAD_PAGE_SIZE),
  })
  .refine((body) => !body.startDate || !body.endDate || body.endDate >= body.startDate, {
    error: 'The end date cannot be before the start date',
    path: ['endDate'],
  })
  .refine((body) => !body.endDate || !!body.startDate, { error: 'Pick a start date', path: ['startDate'] })
  .refine((body) => withinMaxRange(body.startDate, body.endDate), {
    error: DATE_LIMIT_MESSAGES.searchWindowTooLong,
    path: ['endDate'],
  });
export type SearchMoveRequestsBody = z.infer<typeof SearchMoveRequestsBodySchema>;

/**
 * One search result: the move request as a company sees it (customer first name only), plus
 * has_token (the company paid a token for this lead), has_existing_quote (the company has sent
 * a quote for it: isQuoteSent; a request the company has not answered is not one) and is_saved
 * (the company saved it), requested_by_customer (the customer asked this company for a quote:
 * 'Requested you').
 */
export const SearchLeadResultSchema = MoveRequestSchema.extend({
  has_token: z.boolean(),
  requested_by_customer: z.boolean(),
  has_existing_quote: z.boolean(),
  is_saved: z.boolean(),
});
export type SearchLeadResult = z.infer<typeof SearchLeadResultSchema>;

export const SearchMoveRequestsResponseSchema = z.object({
  results: z.array(SearchLeadResultSchema),
  /** Pass back as cursor (same filters) for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchMoveRequestsResponse = z.infer<typeof SearchMoveRequestsResponseSchema>;

/** POST /my-saved-leads and DELETE /my-saved-leads body. */
export const SavedLeadBodySchema = z.strictObject({ move_request_id: IdSchema });

/** DELETE /my-saved-leads/{id}: id is the move request id; the body may repeat it (spec). */
export const SavedLeadParamsSchema = z.object({ id: IdSchema });
export const DeleteSavedLeadByIdBodySchema = z.strictObject({ move_request_id: IdSchema.optional() }).optional();

/** A saved lead (spec: move_request_id, moving_company_id) with the move as the company sees it. */
export const SavedLeadSchema = z.object({
  move_request_id: z.string(),
  moving_company_id: z.string(),
  created_at: z.string(),
  /** null when the move request no longer exists. */
  move_request: MoveRequestSchema.nullable(),
});
export type SavedLead = z.infer<typeof SavedLeadSchema>;

/** GET /my-saved-leads: one page, newest first; the next page's cursor is in the x-next-cursor header (schemas/paging.ts). */
export const SavedLeadListQuerySchema = z.strictObject({ cursor: PageCursorSchema.optional() });
