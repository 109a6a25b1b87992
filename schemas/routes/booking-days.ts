import { defineRoute, type RouteDef } from '../route';
import { CalendarSettingsSchema } from '../bookings';
import { BookableDaysSchema, BookedDaysQuerySchema, BookedDaysSchema } from '../booking-days';
import { QuoteIdParamsSchema } from '../quotes';

/** Booking a day and a window: the customer's free days, the company's crews and booked days. */
export const bookingDayRoutes = {
  getBookableDays: defineRoute({
    method: 'GET',
    path: '/api/quote/{id}/bookable-days',
    roles: ['MOVER'],
    handler: 'quotes/get-bookable-days',
    summary:
      "The days of the customer's own quote's move range the company has published available and still has a crew for (today or later), and the arrival windows it offers",
    params: QuoteIdParamsSchema,
    response: BookableDaysSchema,
  }),
  getCalendarSettings: defineRoute({
    method: 'GET',
    path: '/api/my-moving-company/calendar-settings',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/get-calendar-settings',
    summary: "The caller's company's crews per day (default 1) and its own arrival window (or null)",
    response: CalendarSettingsSchema,
  }),
  updateCalendarSettings: defineRoute({
    method: 'PUT',
    path: '/api/my-moving-company/calendar-settings',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/update-calendar-settings',
    summary: "Saves the caller's company's crews per day (1-20) and its own arrival window (3-40 characters, or null)",
    body: CalendarSettingsSchema,
    response: CalendarSettingsSchema,
  }),
  listBookedDays: defineRoute({
    method: 'GET',
    path: '/api/my-moving-company/booked-days',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/list-booked-days',
    summary:
      "The caller's company's booked days from start_date to end_date: crews booked and, per booking, the customer's first name, the quote id and the window",
    query: BookedDaysQuerySchema,
    response: BookedDaysSchema,
  }),
} satisfies Record<string, RouteDef>;
