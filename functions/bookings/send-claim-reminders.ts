import { logger } from '@functions/platform/logger';
import { sendDueClaimSteps } from './claim-reminders';

/**
 * Scheduled (schemas/schedules.ts, daily): reminds companies of their claim deadlines and sends
 * the 60-day status of open claims (claim-reminders.ts). Safe to run twice at once.
 */
export const handler = async () => {
  const result = await sendDueClaimSteps(new Date());
  logger.info('Claim reminders sent', { ...result });
  return result;
};
