import { eventHandler } from '@functions/platform/event-handler';
import { logger } from '@functions/platform/logger';
import { releasePendingQuotes } from '@functions/lead-payments';

/**
 * On TokensCredited (a paid pay-per-lead start or refill): the company's payment-pending quotes
 * go out by themselves, oldest first, each paying its token in its own transaction with the
 * quote's release (functions/lead-payments/quote-tokens.ts), until the tokens run out.
 * Reads: SUBSCRIPTION, Query the company's quotes (access pattern M7) (pending ones), per quote its move, the
 * paid-lead record and the customer's booking. Writes: per quote one TransactWriteItems.
 * A second delivery finds nothing pending, or only what the tokens could not pay for.
 */
export const handler = eventHandler('TokensCredited', async ({ companyId }) => {
  const released = await releasePendingQuotes(companyId);
  if (released > 0) logger.info('Payment-pending quotes sent', { companyId, released });
});
