import * as z from 'zod';

/*
 * The admin dashboard's working lists (docs/admin.md, Dashboard lists): companies waiting for
 * vetting, and the move request search that starts 'Mark invalid'.
 */

/** How many companies the 'Waiting for vetting' list shows at most (newest first). */
export const AWAITING_VETTING_LIMIT = 50;
/** How many move requests one search answers at most. */
export const MOVE_REQUEST_SEARCH_LIMIT = 20;

/** A company not yet verified: who it is and since when it waits. */
export const AwaitingVettingCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Null for a company stored without it. */
  created_at: z.string().nullable(),
});
export type AwaitingVettingCompany = z.infer<typeof AwaitingVettingCompanySchema>;

/** GET /api/admin/companies-awaiting-vetting: newest first. */
export const AwaitingVettingSchema = z.object({ companies: z.array(AwaitingVettingCompanySchema) });

export const MOVE_REQUEST_SEARCH_MESSAGES = {
  tooShort: 'Please type at least 2 characters of a name, an e-mail or a city',
  tooLong: 'The search is too long',
} as const;

/** A customer's name (or its start), an e-mail address (or its start) or the start of the origin city. */
export const AdminMoveRequestSearchQuerySchema = z.strictObject({
  search: z
    .string({ error: MOVE_REQUEST_SEARCH_MESSAGES.tooShort })
    .trim()
    .min(2, MOVE_REQUEST_SEARCH_MESSAGES.tooShort)
    .max(100, MOVE_REQUEST_SEARCH_MESSAGES.tooLong),
});

export const MOVE_REQUEST_STATUSES = ['open', 'withdrawn', 'invalid'] as const;
export type MoveRequestStatus = (typeof MOVE_REQUEST_STATUSES)[number];

const PlaceSchema = z.object({ city: z.string(), state: z.string() });

/** One move request found: enough to recognise it before marking it invalid. */
export const AdminMoveRequestRowSchema = z.object({
  id: z.string(),
  /** Null when the customer's account is gone. */
  customer: z.object({ name: z.string(), email: z.string() }).nullable(),
  from: PlaceSchema,
  to: PlaceSchema,
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(MOVE_REQUEST_STATUSES),
  created_at: z.string().nullable(),
});
export type AdminMoveRequestRow = z.infer<typeof AdminMoveRequestRowSchema>;

/** GET /api/admin/move-requests?search=: customers' matches first, then origin-city matches. */
export const AdminMoveRequestSearchSchema = z.object({ move_requests: z.array(AdminMoveRequestRowSchema) });
