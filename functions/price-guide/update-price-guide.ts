import { multiEventHandler } from '@functions/platform/event-handler';
import { recordCompletedMove, recordSentQuote } from './record-prices';

/** The PriceGuide rule's one Lambda (schemas/events.ts): sent quotes and completed moves feed the guide. */
export const handler = multiEventHandler({
  QuoteStatusChanged: recordSentQuote,
  ReviewInvited: recordCompletedMove,
});
