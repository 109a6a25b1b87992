import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { paths } from '@web/config/paths';
import type { CurrentUser } from '@web/lib/api/get-user';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useUseFreeVersion } from '../api/use-free-version';
import { PAYWALL_MESSAGES as M } from '../messages';
import { clearRefreshCount, paywallView, readRefreshCount, writeRefreshCount } from './paywall-gate';

/**
 * The payment status gate's state and actions (spec section 4): which dialog the status calls
 * for, the counted automatic reloads while a payment is pending, and the ways out.
 */
export function usePaywallGate(user: CurrentUser) {
  // Read once per page load: every automatic refresh is a real reload that counts one more.
  const [refreshCount] = useState(readRefreshCount);
  const view = paywallView(user.stripe_subscription_status, refreshCount);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const freeVersion = useUseFreeVersion();

  useEffect(() => {
    if (view === 'active' || view === 'inactive') clearRefreshCount();
    if (view !== 'pending') return;
    // Spec section 9's 1 s wait: the payment's webhook usually lands within a second of the
    // redirect, so the status is read again once before the 3 s reload is due.
    const recheck = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      TIMINGS.paywallRefreshWaitMs,
    );
    const timer = window.setTimeout(() => reloadCounting(refreshCount), TIMINGS.paywallRefreshEveryMs);
    return () => {
      window.clearTimeout(recheck);
      window.clearTimeout(timer);
    };
  }, [view, refreshCount, queryClient]);

  function switchToFreeVersion() {
    freeVersion.mutate(undefined, {
      onSuccess: () => {
        clearRefreshCount();
        void navigate(paths.home);
      },
      onError: (error) => {
        console.error('Switching to the free version failed', error);
        notify.failure(M.freeVersionFailed, error, { withServerErrors: true });
      },
    });
  }

  return {
    view,
    attempt: refreshCount,
    refreshNow: () => reloadCounting(refreshCount),
    switchToFreeVersion,
    switching: freeVersion.isPending,
    /** Leaving to add a payment starts the count afresh. */
    addPayment: clearRefreshCount,
  };
}

export type PaywallGate = ReturnType<typeof usePaywallGate>;

function reloadCounting(refreshCount: number) {
  writeRefreshCount(refreshCount + 1);
  browserNavigation.reload();
}
