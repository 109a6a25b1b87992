import { multiEventHandler } from '@functions/platform/event-handler';
import { countMoveRequest } from './count-move-request';
import { countNewCustomer } from './count-new-customer';
import { countQuoteChange } from './count-quote-change';
import { countTokensSold } from './count-tokens-sold';
import { countTokensSpent } from './count-tokens-spent';

/**
 * The MarketplaceStats rule's one Lambda (schemas/events.ts): each event it receives moves the
 * day's marketplace counters once (docs/admin.md, Operations view). One function per event type.
 */
export const handler = multiEventHandler({
  UserCreated: countNewCustomer,
  MoveRequestCreated: countMoveRequest,
  QuoteStatusChanged: countQuoteChange,
  TokensCredited: countTokensSold,
  LeadPaid: countTokensSpent,
});
