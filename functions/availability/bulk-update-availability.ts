import { AVAILABILITY_MESSAGES, MAX_AVAILABILITY_DAYS_AHEAD } from '@schemas/availability';
import { routes } from '@schemas/routes';
import { putAvailabilityDays } from '@functions/core/data/availability/availability';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { assertSubscriptionAllowsLeads, callersOwnCompany } from '@functions/platform/http/callers-company';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { addDays } from '@functions/platform/calendar-dates';

/**
 * POST /api/moving-company/{id}/bulk-update-availability — publishes calendar edits.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5). Writes: the availability day (access pattern 7) per
 * change, whole, and the company's available_days that matching reads (putAvailabilityDays:
 * UpdateItem ADD / DELETE of the set, then the listing refiled). Callers: MOVING_COMPANY for its own company (403 another id or
 * a body id that differs from the path, 404 no company). Every date is checked before anything
 * is written: today (Carolinas) or later and at most 730 days ahead, each date once, 1-100.
 */
export const bulkUpdateAvailability: PlainHandler<typeof routes.bulkUpdateAvailability> = async ({
  auth,
  params,
  body,
}) => {
  if (body.moving_company_id !== params.id)
    throw badRequest(`moving_company_id: ${AVAILABILITY_MESSAGES.companyMismatch}`);
  const company = await callersOwnCompany(auth, params.id);
  await assertSubscriptionAllowsLeads(company);

  const today = todayInCarolinas();
  const lastAllowed = addDays(today, MAX_AVAILABILITY_DAYS_AHEAD);
  const past = body.changes.find((change) => change.date < today);
  if (past) throw badRequest(`changes: ${AVAILABILITY_MESSAGES.pastDate} (${past.date})`);
  const far = body.changes.find((change) => change.date > lastAllowed);
  if (far) throw badRequest(`changes: ${AVAILABILITY_MESSAGES.tooFarAhead} (${far.date})`);

  await putAvailabilityDays(company.id, body.changes);
  return { success: true as const, updated: body.changes.length };
};

export const handler = httpHandler(routes.bulkUpdateAvailability, bulkUpdateAvailability);
