import { eventHandler } from '@functions/platform/event-handler';
import { logger } from '@functions/platform/logger';
import { releasePendingMessages } from '@functions/lead-payments';

/**
 * On TokensCredited: the company's payment-pending messages go out by themselves, oldest first,
 * each paying for its lead in its own transaction with the message's release
 * (functions/lead-payments/message-tokens.ts), until the tokens run out; each released message
 * publishes MessageSent (live delivery, the customer's e-mail).
 * Reads: Query the company's payment-pending messages (access pattern C8), per message its conversation, the message,
 * its move, the paid-lead record and the customer's booking. Writes: per message one
 * TransactWriteItems. A second delivery finds nothing pending, or only what the tokens could not pay for.
 */
export const handler = eventHandler('TokensCredited', async ({ companyId }) => {
  const released = await releasePendingMessages(companyId);
  if (released > 0) logger.info('Payment-pending messages sent', { companyId, released });
});
