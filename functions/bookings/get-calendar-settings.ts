import { routes } from '@schemas/routes';
import { callersCompany } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { calendarSettingsOf } from './calendar-settings';

/**
 * GET /api/my-moving-company/calendar-settings: the caller's company's crews per day and own
 * arrival window. Reads: the caller's profile (access pattern 1), the company (access pattern 5).
 * Callers: MOVING_COMPANY users of a company (404 without one); other roles 403.
 */
export const getCalendarSettings: PlainHandler<typeof routes.getCalendarSettings> = async ({ auth }) =>
  calendarSettingsOf(await callersCompany(auth));

export const handler = httpHandler(routes.getCalendarSettings, getCalendarSettings);
