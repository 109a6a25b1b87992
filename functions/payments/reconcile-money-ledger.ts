import { logger } from '@functions/platform/logger';
import { reconcileMoney } from './money-reconciliation';

/**
 * Scheduled (schemas/schedules.ts, daily): compares the ledger of protected-payment money with
 * Stripe's objects and keeps the differences for the admin (money-reconciliation.ts).
 */
export const handler = async () => {
  const run = await reconcileMoney(new Date());
  logger.info('Money reconciled with Stripe', {
    bookingsChecked: run.bookings_checked,
    differences: run.differences.length,
  });
  return { checked: run.bookings_checked, differences: run.differences.length };
};
