import * as z from 'zod';
import { ArrivalWindowSchema } from './bookings';

/*
 * The 72-hour reminder and the company's confirmation of the crew's arrival window
 * (docs/booking-lifecycle.md, 'Confirmation e-mails, the 72-hour reminder and the arrival confirmation').
 */

/** Hours before the move day starts from which both sides are reminded (the BookingReminders job, hourly). */
export const REMINDER_HOURS = 72;

export const ARRIVAL_MESSAGES = {
  notUpcoming: 'Only an upcoming move’s arrival window can be confirmed.',
} as const;

/** GET /admin/bookings?view=unconfirmed: upcoming moves within 48 hours whose arrival is not confirmed. */
export const AdminBookingsQuerySchema = z.object({
  view: z.enum(['unconfirmed'], { error: 'view must be unconfirmed' }),
});

export const UnconfirmedArrivalSchema = z.object({
  quote_id: z.string(),
  moving_company_id: z.string(),
  company_name: z.string(),
  move_day: z.string(),
  arrival_window: ArrivalWindowSchema,
  /** When both sides were reminded (null: the reminder has not gone out). */
  reminder_sent_at: z.string().nullable(),
});
export type UnconfirmedArrival = z.infer<typeof UnconfirmedArrivalSchema>;

export const UnconfirmedArrivalListSchema = z.object({ items: z.array(UnconfirmedArrivalSchema) });
export type UnconfirmedArrivalList = z.infer<typeof UnconfirmedArrivalListSchema>;
