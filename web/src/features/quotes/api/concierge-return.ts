import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { queryKeys } from '@web/lib/query-keys';
import { useDroppableSearchParam } from './drop-search-param';

const SESSION_PARAM = 'concierge_session';

/**
 * The return from the $99 concierge checkout (/quotes?concierge_session=…). Stripe's webhook
 * may land a moment after the browser does, so until the booking or the concierge notice shows
 * the page asks again every few seconds, for a bounded time, and then drops the parameter.
 * `settled`: the booking or the notice is already on the page.
 */
export function useConciergeReturn(settled: boolean): { confirming: boolean } {
  const { value, drop: dropParam } = useDroppableSearchParam(SESSION_PARAM);
  const returning = value !== null;
  const queryClient = useQueryClient();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!returning) return;
    if (settled) return dropParam();
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    };
    const poll = setInterval(refresh, TIMINGS.conciergeReturnPollMs);
    const stop = setTimeout(() => {
      clearInterval(poll);
      setGaveUp(true);
      dropParam();
    }, TIMINGS.conciergeReturnWaitMs);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [returning, settled, queryClient, dropParam]);

  return { confirming: returning && !settled && !gaveUp };
}
