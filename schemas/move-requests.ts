import * as z from 'zod';
import { isOneLine, isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { IdSchema } from './common';
import { CalendarDateSchema } from './calendar-date';
import { LIMITS } from './constants';
import { DATE_LIMIT_MESSAGES, withinMaxRange } from './date-limits';
import { MoveRegimeSchema } from './move-regime';
import { US_STATE_CODES } from './us-states';
import { ONLY_CHOSEN_COMPANIES_DEFAULT } from './quote-choice';
import { InventorySummarySchema } from './inventory';

/**
 * Move request and its two locations (spec sections 3 and 5). Messages are the spec's, so
 * the web forms (zodResolver) and the API answer the same words.
 */

const wholeNumber = (required: string, min: number, minMessage: string) =>
  z.number({ error: required }).int(required).min(min, minMessage);

export const LocationInputSchema = z.strictObject({
  /** Present when editing an existing location (the spec's "id plus fields"). */
  id: IdSchema.optional(),
  address: z
    .string({ error: 'Address is required' })
    .refine(isOneLine, PLAIN.oneLine('Address'))
    .trim()
    .min(1, 'Address is required')
    .max(200, 'Address is too long'),
  city: z
    .string({ error: 'City is required' })
    .refine(isOneLine, PLAIN.oneLine('City'))
    .trim()
    .min(1, 'City is required')
    .max(100, 'City is too long'),
  state: z.enum(US_STATE_CODES, { error: 'State is required' }),
  zip: z
    .string({ error: 'Zip code is required' })
    .trim()
    .min(1, 'Zip code is required')
    .regex(/^\d{5}(-\d{4})?$/, 'Zip code must be 5 digits'),
  /** Optional; an empty field is sent as null. */
  square_feet: z
    .number({ error: 'Square feet must be a positive number' })
    .min(0, 'Square feet must be a positive number')
    .nullable(),
  count_bedrooms: wholeNumber('Number of bedrooms is required', 0, 'Number of bedrooms must be a positive number'),
  is_elevator_required: z.boolean({ error: 'Elevator required must be yes or no' }),
  is_stairs_required: z.boolean({ error: 'Stairs required must be yes or no' }),
  unit_level_start: wholeNumber('Starting level is required', 0, 'Starting level must be a positive number'),
  unit_level_count: wholeNumber('Number of levels is required', 1, 'Number of levels must be greater than 0'),
});
export type LocationInput = z.infer<typeof LocationInputSchema>;

/**
 * A location as the API returns it. The street address is null in a company's view until
 * that company holds the booking (with the last name and e-mail, it is contact detail).
 */
export const LocationSchema = LocationInputSchema.extend({ id: z.string(), address: z.string().nullable() });
export type Location = z.infer<typeof LocationSchema>;

const moveRequestFields = {
  from_location: LocationInputSchema,
  to_location: LocationInputSchema,
  start_date: CalendarDateSchema,
  end_date: CalendarDateSchema,
  special_considerations: z
    .string()
    .refine(isPlainLines, PLAIN.multiLine('Special considerations'))
    .trim()
    .max(2000, 'Special considerations are too long')
    .default(''),
  is_packing_required: z.boolean({ error: 'Packing must be yes or no' }),
};

const endNotBeforeStart = (body: { start_date?: string; end_date?: string }) =>
  !body.start_date || !body.end_date || body.end_date >= body.start_date;
const END_BEFORE_START = { error: 'The end date cannot be before the start date', path: ['end_date'] };
/** A PUT with one date is checked against the stored other one by the server. */
const rangeNotTooLong = (body: { start_date?: string; end_date?: string }) =>
  withinMaxRange(body.start_date, body.end_date);
const RANGE_TOO_LONG = { error: DATE_LIMIT_MESSAGES.moveRangeTooLong, path: ['end_date'] };

/** POST /move-request. user_id is optional and, when sent, must be the caller's own id. */
export const CreateMoveRequestBodySchema = z
  .strictObject({
    ...moveRequestFields,
    user_id: IdSchema.optional(),
    /** 'Only the companies I choose may send me quotes': on unless the customer turns it off. */
    only_chosen_companies: z
      .boolean({ error: 'Only the companies I choose must be on or off' })
      .default(ONLY_CHOSEN_COMPANIES_DEFAULT),
  })
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine(rangeNotTooLong, RANGE_TOO_LONG);
export type CreateMoveRequestBody = z.infer<typeof CreateMoveRequestBodySchema>;

/** PUT /move-request/{id}: any subset of the fields (the form saves each change at once). */
export const UpdateMoveRequestBodySchema = z
  .strictObject({
    from_location: LocationInputSchema.optional(),
    to_location: LocationInputSchema.optional(),
    start_date: CalendarDateSchema.optional(),
    end_date: CalendarDateSchema.optional(),
    special_considerations: z
      .string()
      .refine(isPlainLines, PLAIN.multiLine('Special considerations'))
      .trim()
      .max(2000, 'Special considerations are too long')
      .optional(),
    is_packing_required: z.boolean({ error: 'Packing must be yes or no' }).optional(),
    only_chosen_companies: z.boolean({ error: 'Only the companies I choose must be on or off' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to update' })
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine(rangeNotTooLong, RANGE_TOO_LONG);
export type UpdateMoveRequestBody = z.infer<typeof UpdateMoveRequestBodySchema>;

export const MoveRequestParamsSchema = z.object({ id: IdSchema });

/** Who the move request belongs to. Companies see the last name and e-mail only after booking. */
export const MoveRequestUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** The customer's phone when they gave one, with the other contact details (their own view, the booked company's). */
  phone: z.string().nullable().optional(),
});

/** A move request as the API returns it (spec section 3). */
export const MoveRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  move_request_from: LocationSchema,
  move_request_to: LocationSchema,
  date_range_start: z.string(),
  date_range_end: z.string(),
  special_considerations: z.string(),
  is_packing_required: z.boolean(),
  /** On: only the companies the customer asked may find, quote and message the move. */
  only_chosen_companies: z.boolean().optional(),
  /** The inventory's version and totals once the customer saved one (docs/inventory.md); null before. */
  inventory: InventorySummarySchema.nullable().optional(),
  /** Which rules the move falls under, from its two addresses (schemas/move-regime.ts, docs/compliance.md). */
  move_regime: MoveRegimeSchema.optional(),
  created_at: z.string(),
  updated_at: z.string(),
  user: MoveRequestUserSchema.optional(),
});
export type MoveRequest = z.infer<typeof MoveRequestSchema>;

/** DELETE /my-move-request: the customer withdraws their request (it leaves every company's leads). */
export const WithdrawMoveRequestResponseSchema = z.object({
  success: z.literal(true),
  move_request_id: z.string(),
  withdrawn_at: z.string(),
});

export const WITHDRAW_MESSAGES = {
  booked: 'Please cancel your booking before withdrawing your move request.',
  none: 'No move request yet',
} as const;

/** 429 of POST /move-request: the day's limit of posted requests is reached. */
export const MOVE_REQUEST_DAILY_LIMIT_MESSAGE = `You can post at most ${LIMITS.moveRequestsPerDay} move requests a day. Please try again tomorrow.`;
