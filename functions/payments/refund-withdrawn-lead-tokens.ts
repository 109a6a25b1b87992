import { eventHandler } from '@functions/platform/event-handler';
import { refundWithdrawnLead } from '@functions/lead-payments';
import { logger } from '@functions/platform/logger';

/**
 * On MoveRequestWithdrawn (the customer withdrew or deleted the move request): tokens spent on
 * it within the 48 hours before come back, each once (functions/lead-payments/lead-refunds.ts), unless
 * the customer had booked a company. Reads: the booking lock (access pattern B1), Query of the
 * move's paid leads (access pattern T6). Writes: per refund one TransactWriteItems (refunded_at once, balance
 * + 1, a 'refunded' ledger entry). A second delivery refunds nothing.
 */
export const handler = eventHandler('MoveRequestWithdrawn', async (withdrawal) => {
  const refunded = await refundWithdrawnLead(withdrawal);
  if (refunded > 0)
    logger.info('Lead tokens refunded on withdrawal', { moveRequestId: withdrawal.moveRequestId, refunded });
});
