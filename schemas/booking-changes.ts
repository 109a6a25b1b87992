import * as z from 'zod';
import { isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { ArrivalWindowCodeSchema, ArrivalWindowSchema, BookedTermsSchema, BookingViewSchema } from './bookings';
import { CalendarDateSchema } from './calendar-date';
import { PriceSchema, TopPriceSchema } from './company-quotes';
import { EstimateSchema } from './estimates';
import { InventoryChangeSchema, InventoryDiffSchema } from './inventory-change';

/*
 * A change of a booking: the company proposes another day, another arrival window and/or new
 * terms with a reason; the customer accepts (the booking takes them) or declines (the booking
 * stays as it was). One pending proposal at a time. docs/booking-lifecycle.md says it in words.
 */

export const CHANGE_PROPOSAL_MESSAGES = {
  nothingChanged: 'Propose a new day, a new arrival window, new terms or a change of the inventory',
  reason: 'Say why in 3 to 500 characters',
  pending: 'A change is already waiting for the customer’s answer. Wait for it before proposing another.',
  noneWaiting: 'There is no change waiting for an answer on this booking.',
  inventoryChanged: 'The inventory changed since this proposal was made. Ask the company to propose it again.',
  notUpcoming: 'Only an upcoming booking can be changed.',
  sameAsBooked: 'The proposal is the same as the booking. Change the day, the window or the terms.',
  priceWithEstimate: 'Send a new price or a new estimate, not both: an estimate’s total is its price.',
  accepted: 'Change accepted: the booking now has the new terms.',
  declined: 'Change declined: the booking stays as it was.',
  proposed: 'Change proposed: the customer is asked to accept or decline it.',
} as const;

/** POST /booking/{id}/change-proposal: what changes (at least one) and why. */
export const ChangeProposalBodySchema = z
  .strictObject({
    move_day: CalendarDateSchema.optional(),
    arrival_window: ArrivalWindowCodeSchema.optional(),
    /** A new price-only price (and range end); the description stays as booked. */
    price: PriceSchema.optional(),
    top_price: TopPriceSchema.optional(),
    /** A new structured estimate: the server computes its price and range end. */
    estimate: EstimateSchema.optional(),
    /** Items added or removed: the inventory's next version once accepted (schemas/inventory-change.ts). */
    inventory_change: InventoryChangeSchema.optional(),
    reason: z
      .string({ error: CHANGE_PROPOSAL_MESSAGES.reason })
      .refine(isPlainLines, PLAIN.multiLine('The reason'))
      .trim()
      .min(3, CHANGE_PROPOSAL_MESSAGES.reason)
      .max(500, CHANGE_PROPOSAL_MESSAGES.reason),
  })
  .refine(
    (body) =>
      body.move_day !== undefined ||
      body.arrival_window !== undefined ||
      body.price !== undefined ||
      body.estimate !== undefined ||
      body.inventory_change !== undefined,
    { error: CHANGE_PROPOSAL_MESSAGES.nothingChanged, path: ['move_day'] },
  )
  .refine((body) => body.estimate === undefined || (body.price === undefined && body.top_price === undefined), {
    error: CHANGE_PROPOSAL_MESSAGES.priceWithEstimate,
    path: ['price'],
  })
  .refine((body) => body.top_price == null || body.price === undefined || body.top_price >= body.price, {
    error: 'Top price cannot be lower than the price',
    path: ['top_price'],
  });
export type ChangeProposalBody = z.infer<typeof ChangeProposalBodySchema>;

/** A booking's day, window and terms: what a proposal changes from and to. */
export const BookingStateSchema = z.object({
  move_day: z.string(),
  arrival_window: ArrivalWindowSchema,
  terms: BookedTermsSchema,
});
export type BookingState = z.infer<typeof BookingStateSchema>;

export const CHANGE_DECISIONS = ['ACCEPTED', 'DECLINED'] as const;

/** A proposal as both sides see it: the booking before and after, and why. */
export const ChangeProposalViewSchema = z.object({
  id: z.string(),
  proposed_at: z.string(),
  proposed_by: z.string(),
  reason: z.string(),
  before: BookingStateSchema,
  after: BookingStateSchema,
  /** The items the proposal adds and removes; absent or null when the inventory stays as booked. */
  inventory_diff: InventoryDiffSchema.nullable().optional(),
});
export type ChangeProposalView = z.infer<typeof ChangeProposalViewSchema>;

/** A decided proposal, kept in the booking's short history. */
export const DecidedChangeSchema = ChangeProposalViewSchema.extend({
  decision: z.enum(CHANGE_DECISIONS),
  decided_at: z.string(),
});
export type DecidedChange = z.infer<typeof DecidedChangeSchema>;

/** How many decided proposals a booking remembers. */
export const CHANGE_HISTORY_LENGTH = 5;

/** GET /booking/{id} and the change routes' answer: the booking with its pending change and history. */
export const BookingWithChangesViewSchema = BookingViewSchema.extend({
  /** The company's proposal waiting for the customer's answer, or null. */
  change_proposal: ChangeProposalViewSchema.nullable(),
  /** The last decided proposals, oldest first. */
  change_history: z.array(DecidedChangeSchema),
});
export type BookingWithChangesView = z.infer<typeof BookingWithChangesViewSchema>;
