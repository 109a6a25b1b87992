import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { TIMINGS } from '@schemas/constants';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDroppableSearchParam } from './drop-search-param';

const SESSION_PARAM = 'deposit_session';

/**
 * The return from a deposit checkout (/quotes?deposit_session=…): what became of it, asked
 * again every few seconds while the paid deposit is still booking (Stripe's webhook may land a
 * moment after the browser). Once it is decided the quotes are read again. `dismiss` drops the
 * parameter, and with it the notice.
 */
export function useDepositReturn() {
  const { value: sessionId, drop: dismiss } = useDroppableSearchParam(SESSION_PARAM);
  const queryClient = useQueryClient();
  const checkout = useQuery({
    queryKey: queryKeys.depositCheckout(sessionId ?? ''),
    queryFn: ({ signal }) => apiRequest(routes.getDepositCheckout, { params: { sessionId: sessionId! }, signal }),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' ? TIMINGS.conciergeReturnPollMs : false),
  });
  const outcome = checkout.data?.outcome;
  useEffect(() => {
    if (outcome && outcome !== 'pending') void queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes });
  }, [outcome, queryClient]);
  return { returning: sessionId !== null, checkout, dismiss };
}
