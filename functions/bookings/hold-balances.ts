import { logger } from '@functions/platform/logger';
import { holdDueBalances } from './balance-holds';

/**
 * Scheduled (schemas/schedules.ts, hourly): holds the balance of each protected-payment booking
 * whose move is at most 2 days away (balance-holds.ts). Safe to run twice at once.
 */
export const handler = async () => {
  const result = await holdDueBalances(new Date());
  logger.info('Balance holds made', { ...result });
  return result;
};
