import { routes } from '@schemas/routes';
import { saveCalendarSettings } from '@functions/core/data/company/calendar-settings';
import { callersCompany } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { calendarSettingsOf } from './calendar-settings';

/**
 * PUT /api/my-moving-company/calendar-settings: saves the caller's company's crews per day
 * (1-20) and its own arrival window (3-40 characters, or null for none). Bookings already made
 * keep their crews and window. Reads: the caller's profile (access pattern 1), the company
 * (access pattern 5). Writes: the company item (UpdateItem). Refusals: bad input 400 naming the
 * field, nothing written; a company user without a company 404; other roles 403.
 */
export const updateCalendarSettings: PlainHandler<typeof routes.updateCalendarSettings> = async ({ auth, body }) => {
  const company = await callersCompany(auth);
  return calendarSettingsOf(await saveCalendarSettings(company.id, body));
};

export const handler = httpHandler(routes.updateCalendarSettings, updateCalendarSettings);
