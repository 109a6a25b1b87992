import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { TIMINGS } from '@schemas/constants';
import { queryKeys } from '@web/lib/query-keys';

const SESSION_PARAM = 'concierge_session';

/**
 * The return from the $99 concierge checkout (/quotes?concierge_session=…). Stripe's webhook
 * may land a moment after the browser does, so until the booking or the concierge notice shows
 * the page asks again every few seconds, for a bounded time, and then drops the parameter.
 * `settled`: the booking or the notice is already on the page.
 */
export function useConciergeReturn(settled: boolean): { confirming: boolean } {
  const [params, setParams] = useSearchParams();
  const returning = params.has(SESSION_PARAM);
  const queryClient = useQueryClient();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!returning) return;
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SESSION_PARAM);
          return next;
        },
        { replace: true },
      );
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
  }, [returning, settled, queryClient, setParams]);

  return { confirming: returning && !settled && !gaveUp };
}
