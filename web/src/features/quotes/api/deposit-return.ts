import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useCheckoutReturn } from './checkout-return';

/** The return from a deposit checkout (/quotes?deposit_session=…): pending, booked, refunded or replaced. */
export const useDepositReturn = () =>
  useCheckoutReturn('deposit_session', queryKeys.depositCheckout, (sessionId, signal) =>
    apiRequest(routes.getDepositCheckout, { params: { sessionId }, signal }),
  );
