import * as z from 'zod';
import { ValuationOfferSchema } from './valuation';
import { MoveDocumentSchema } from './move-documents';
import { arrivalWindowOf, ArrivalWindowSchema } from './bookings';
import { AvailabilityQuerySchema } from './availability';

/*
 * The days a move can be booked on, and a company's booked days on its calendar
 * (docs/booking-lifecycle.md, 'Picking a day and a window').
 */

/** GET /quote/{id}/bookable-days: the free days of the move's range and the windows the company offers. */
export const BookableDaysSchema = z.object({
  /** Days of the move's range, today or later, published available, with a crew left (YYYY-MM-DD, in order). */
  days: z.array(z.string()),
  arrival_windows: z.array(ArrivalWindowSchema),
  /** The valuation the customer chooses at booking (schemas/valuation.ts). */
  valuation: ValuationOfferSchema,
  /** The documents of the move's regime the customer acknowledges before booking. */
  documents: z.array(MoveDocumentSchema),
});
export type BookableDays = z.infer<typeof BookableDaysSchema>;

/** GET /my-moving-company/booked-days?start_date&end_date: the same bounds as the calendar's read. */
export const BookedDaysQuerySchema = AvailabilityQuerySchema;

/** One booking holding a crew on a day: what the company's calendar names it by. */
export const DayBookingSchema = z.object({
  quote_id: z.string(),
  customer_first_name: z.string(),
  arrival_window: ArrivalWindowSchema,
});

export const BookedDaySchema = z.object({
  date: z.string(),
  crews_booked: z.number(),
  bookings: z.array(DayBookingSchema),
});
export type BookedDay = z.infer<typeof BookedDaySchema>;

/** The company's days with at least one upcoming or done booking, and the crews it has per day now. */
export const BookedDaysSchema = z.object({
  crews_per_day: z.number(),
  days: z.array(BookedDaySchema),
});
export type BookedDays = z.infer<typeof BookedDaysSchema>;

/** The windows a company offers: morning, afternoon, and its own when it has one. */
export function offeredArrivalWindows(ownWindow: string | null | undefined) {
  const codes = ['MORNING', 'AFTERNOON', ...(ownWindow ? (['COMPANY'] as const) : [])] as const;
  return codes.flatMap((code) => arrivalWindowOf(code, ownWindow) ?? []);
}
