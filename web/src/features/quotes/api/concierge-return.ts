import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useCheckoutReturn } from './checkout-return';

/** The return from the $99 concierge checkout (/quotes?concierge_session=…): pending, booked, refunded or replaced. */
export const useConciergeReturn = () =>
  useCheckoutReturn('concierge_session', queryKeys.conciergeCheckout, (sessionId, signal) =>
    apiRequest(routes.getConciergeCheckout, { params: { sessionId }, signal }),
  );
