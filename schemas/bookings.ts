import { MoveRegimeSchema } from './move-regime';
import * as z from 'zod';
import { BookingCancellationViewSchema, NoShowViewSchema } from './booking-cancellation';
import { BookingPaymentViewSchema } from './deposits';
import { isOneLine, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { CompletionViewSchema } from './booking-completion-view';
import { CalendarDateSchema } from './calendar-date';
import { EstimateViewSchema, type EstimateType } from './estimates';
import { maxFinalPrice, toCents } from './estimate-totals';
import { formatDollars } from './money';
import { formatWeekdayDay } from './date-text';
import { LocationSchema } from './move-requests';
import { InventorySummarySchema } from './inventory';
import { BookedValuationSchema, ValuationChoiceSchema } from './valuation';
import { AcknowledgedDocumentsSchema, AcknowledgementSchema } from './move-documents';

/*
 * A booking fixes the move day, the crew's arrival window and the quote's terms (a snapshot the
 * company's later edits cannot change). The lifecycle, in plain words, is docs/booking-lifecycle.md.
 */

/** The arrival windows a customer picks from; COMPANY is the company's own, when it offers one. */
export const ARRIVAL_WINDOWS = ['MORNING', 'AFTERNOON', 'COMPANY'] as const;
export const ArrivalWindowCodeSchema = z.enum(ARRIVAL_WINDOWS, { error: 'Choose an arrival window' });
export type ArrivalWindowCode = z.infer<typeof ArrivalWindowCodeSchema>;

export const STANDARD_WINDOW_LABELS: Record<Exclude<ArrivalWindowCode, 'COMPANY'>, string> = {
  MORNING: 'Morning, 8 am–12 pm',
  AFTERNOON: 'Afternoon, 12–5 pm',
};
/** Hours (local time, 24 h) of the standard windows, for the calendar attachment. */
export const STANDARD_WINDOW_HOURS: Record<Exclude<ArrivalWindowCode, 'COMPANY'>, [number, number]> = {
  MORNING: [8, 12],
  AFTERNOON: [12, 17],
};

/** A window as the booking stores it: its code and the words both sides see. */
export const ArrivalWindowSchema = z.object({ code: ArrivalWindowCodeSchema, label: z.string() });
export type ArrivalWindow = z.infer<typeof ArrivalWindowSchema>;

/** Crews a company can send out on one day, unless it says otherwise on its calendar. */
export const DEFAULT_CREWS_PER_DAY = 1;
export const MAX_CREWS_PER_DAY = 20;

export const BOOKING_MESSAGES = {
  dayOutsideRange: (first: string, last: string) => `Pick a move day between ${first} and ${last}`,
  dayNotAvailable: 'The company has not published that day as available. Pick another day.',
  dayFull: 'The company has no crew left on that day. Pick another day.',
  dayPast: 'The move day cannot be in the past',
  noCompanyWindow: 'This company does not offer its own arrival window. Choose morning or afternoon.',
  termsChanged: 'The quote changed while you were booking. Review the new terms and book again.',
  notBooked: 'This quote is not booked.',
  crewsPerDay: `Crews per day must be a whole number from 1 to ${MAX_CREWS_PER_DAY}`,
  ownWindowLabel: 'Describe your arrival window in 3 to 40 characters, like “7–9 am”',
} as const;

/**
 * POST /quote/{id}/book: the day within the move's range, the window the crew arrives in and
 * the valuation the customer chose (schemas/valuation.ts): no booking exists without one; the
 * documents of the move's regime the customer has read (schemas/move-documents.ts).
 */
export const BookQuoteBodySchema = z.strictObject({
  move_day: CalendarDateSchema,
  arrival_window: ArrivalWindowCodeSchema,
  valuation: ValuationChoiceSchema,
  acknowledged_documents: AcknowledgedDocumentsSchema.default([]),
});
export type BookQuoteBody = z.infer<typeof BookQuoteBodySchema>;

/** The inventory a booking fixes: the version booked and the one the quote priced (null: none then). */
export const BookedInventorySchema = InventorySummarySchema.extend({ quoted_version: z.number().nullable() });
export type BookedInventory = z.infer<typeof BookedInventorySchema>;

export const BOOKING_INVENTORY_MESSAGES = {
  changedWhileBooking: 'Your inventory changed while you were booking. Review it and book again.',
} as const;

/** The quote's terms as booked. A price-only quote has no estimate. */
export const BookedTermsSchema = z.object({
  price: z.number(),
  top_price: z.number().nullable(),
  description: z.string().nullable(),
  estimate: EstimateViewSchema.nullable(),
  /**
   * The inventory the booking fixes (docs/inventory.md): the move's version and totals when it
   * was booked, and the version the quote was made for; null when the customer listed none.
   * Absent on bookings made before inventories existed.
   */
  inventory: BookedInventorySchema.nullable().optional(),
  /** The valuation the customer chose and what it adds to the bill; absent on bookings made before the choice existed. */
  valuation: BookedValuationSchema.optional(),
  /** The documents of the move's regime the customer acknowledged, with versions and when; absent on older bookings. */
  acknowledgements: z.array(AcknowledgementSchema).optional(),
});
export type BookedTerms = z.infer<typeof BookedTermsSchema>;

/** What the chosen valuation adds to the bill (full value priced apart from the moving charges). */
const valuationCharge = (terms: Pick<BookedTerms, 'valuation'>) => terms.valuation?.price ?? 0;

/**
 * The total the booking agreed to: the price, or the high end of a range (an hourly estimate's
 * high hours, or a price-only range), plus the valuation chosen.
 */
export const agreedTotal = (terms: Pick<BookedTerms, 'price' | 'top_price' | 'valuation'>) =>
  toCents((terms.top_price ?? terms.price) + valuationCharge(terms));

/**
 * The most a completion may state: binding and not-to-exceed the agreed total, non-binding
 * hourly 110 % of the moving charges plus the valuation (a fixed charge). A price-only quote is
 * held to its quoted price (or range end), like a not-to-exceed estimate.
 */
export function highestFinalPrice(terms: BookedTerms): number {
  const type: EstimateType = terms.estimate?.type ?? 'NOT_TO_EXCEED';
  return toCents(maxFinalPrice(type, terms.top_price ?? terms.price) + valuationCharge(terms));
}

/** "$2,105 (binding)" / "$1,450–$1,800": the booked price in one phrase. */
export function bookedPriceText(terms: Pick<BookedTerms, 'price' | 'top_price'>): string {
  return terms.top_price != null
    ? `${formatDollars(terms.price)}–${formatDollars(terms.top_price)}`
    : formatDollars(terms.price);
}

/**
 * Where a booking stands. UPCOMING until the company completes it (shown as awaiting
 * completion once the day has passed); COMPLETED_PENDING while the customer may confirm or
 * dispute; COMPLETED when confirmed (or 7 days passed); DISPUTED until an admin resolves it.
 */
export const BOOKING_STAGES = ['UPCOMING', 'COMPLETED_PENDING', 'COMPLETED', 'DISPUTED', 'CANCELLED'] as const;
export const BookingStageSchema = z.enum(BOOKING_STAGES);
export type BookingStage = z.infer<typeof BookingStageSchema>;

/**
 * A booked quote's day and arrival window as its booking holds them now (an accepted change
 * moves them), and where the booking stands: what quote cards and lead cards show instead of
 * the requested date range.
 */
export const BookedDaySchema = z.object({
  move_day: z.string(),
  arrival_window: ArrivalWindowSchema,
  stage: BookingStageSchema,
});
export type BookedDay = z.infer<typeof BookedDaySchema>;

/** 'Tuesday, January 5, 2027 · Morning, 8 am–12 pm': the booked day and window in one line. */
export const bookedDayText = (booked: Pick<BookedDay, 'move_day' | 'arrival_window'>) =>
  `${formatWeekdayDay(booked.move_day)} · ${booked.arrival_window.label}`;

/** The company's calendar settings: crews per day and its own arrival window (optional). */
export const CalendarSettingsSchema = z.strictObject({
  crews_per_day: z
    .number({ error: BOOKING_MESSAGES.crewsPerDay })
    .int(BOOKING_MESSAGES.crewsPerDay)
    .min(1, BOOKING_MESSAGES.crewsPerDay)
    .max(MAX_CREWS_PER_DAY, BOOKING_MESSAGES.crewsPerDay),
  own_arrival_window: z
    .string()
    .refine(isOneLine, PLAIN.oneLine('Your own arrival window'))
    .trim()
    .min(3, BOOKING_MESSAGES.ownWindowLabel)
    .max(40, BOOKING_MESSAGES.ownWindowLabel)
    .nullable(),
});
export type CalendarSettings = z.infer<typeof CalendarSettingsSchema>;

/** The window's words: the standard labels, or the company's own. */
export function arrivalWindowOf(code: ArrivalWindowCode, ownWindow: string | null | undefined): ArrivalWindow | null {
  if (code !== 'COMPANY') return { code, label: STANDARD_WINDOW_LABELS[code] };
  return ownWindow ? { code, label: ownWindow } : null;
}

/** The people and places of a booked move, as both sides see them once it is booked. */
export const BookingPartiesSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    /** The customer's phone when they gave one; hidden from the company as the e-mail is. */
    phone: z.string().nullable().optional(),
  }),
  move_from: LocationSchema,
  move_to: LocationSchema,
  /** Which rules the move falls under, from its two addresses (schemas/move-regime.ts). */
  move_regime: MoveRegimeSchema.optional(),
  special_considerations: z.string(),
  is_packing_required: z.boolean(),
});

/** GET /booking/{quoteId}: one booked move, for its customer or its company. */
export const BookingViewSchema = z.object({
  quote_id: z.string(),
  move_request_id: z.string(),
  moving_company_id: z.string(),
  stage: BookingStageSchema,
  move_day: z.string(),
  arrival_window: ArrivalWindowSchema,
  terms: BookedTermsSchema,
  agreed_total: z.number(),
  highest_final_price: z.number(),
  booked_at: z.string(),
  /** When the company confirmed the crew's arrival window (after the 72-hour reminder). */
  arrival_confirmed_at: z.string().nullable(),
  /** Within 48 hours of the move day and the company has not confirmed the arrival window. */
  arrival_unconfirmed: z.boolean(),
  /** The move day has passed and the company has not marked the move completed. */
  awaiting_completion: z.boolean(),
  /** The final price, adjustments and the customer's answer, once the company marked the move completed. */
  completion: CompletionViewSchema.nullable(),
  /** How the booking's money goes: a deposit paid through MoveMatch (protected payment) or paid directly. */
  payment: BookingPaymentViewSchema,
  /** Once cancelled: by whom, the company's reason, when. */
  cancellation: BookingCancellationViewSchema.nullable(),
  /** The customer reported that the company did not come (until an admin decides). */
  no_show: NoShowViewSchema.nullable(),
  parties: BookingPartiesSchema,
});
export type BookingView = z.infer<typeof BookingViewSchema>;
