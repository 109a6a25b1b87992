import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { queryKeys } from '@web/lib/query-keys';
import { useDroppableSearchParam } from './drop-search-param';

/**
 * The return from a Stripe checkout to /quotes (`?<param>=<session id>`): what became of it,
 * asked again every few seconds while it is still 'pending' (Stripe's webhook may land a moment
 * after the browser). Once it is decided the quotes and the profile are read again. `dismiss`
 * drops the parameter, and with it the notice.
 */
export function useCheckoutReturn<View extends { outcome: string }>(
  param: string,
  queryKeyOf: (sessionId: string) => QueryKey,
  read: (sessionId: string, signal: AbortSignal) => Promise<View>,
) {
  const { value: sessionId, drop: dismiss } = useDroppableSearchParam(param);
  const queryClient = useQueryClient();
  const checkout = useQuery({
    queryKey: queryKeyOf(sessionId ?? ''),
    queryFn: ({ signal }) => read(sessionId!, signal),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' ? TIMINGS.conciergeReturnPollMs : false),
  });
  const outcome = checkout.data?.outcome;
  useEffect(() => {
    if (!outcome || outcome === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes });
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  }, [outcome, queryClient]);
  return { returning: sessionId !== null, checkout, dismiss };
}
