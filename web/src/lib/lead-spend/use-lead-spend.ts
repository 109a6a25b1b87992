import { useState } from 'react';
import { useViewer } from '@web/hooks/use-viewer';
import { useLeadTokenBalance } from '@web/lib/api/lead-tokens';
import { useUpdateUser } from '@web/lib/api/update-user';
import { notify } from '@web/lib/notify';
import {
  asksBeforeSpend,
  confirmedThisSession,
  LEAD_SPEND_TEXT,
  rememberConfirmedThisSession,
  tokenLabel,
} from './lead-spend';

/**
 * The lead pages' token spend: a pay-per-lead company's buttons on a lead it has not paid for
 * say '1 token', and the first such action of a browser session asks first, unless the user
 * chose 'Don't ask again' (saved on the user with PATCH /user/{id}, so every browser knows).
 * A company on the monthly plan (no balance) sees no token wording and is never asked.
 */
export function useLeadSpend() {
  const viewer = useViewer();
  const user = viewer.status === 'signed-in' ? viewer.user : null;
  const balance = useLeadTokenBalance(user?.moving_company_id ?? null);
  const update = useUpdateUser();
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const spends = (paid: boolean) => balance !== null && !paid;

  return {
    /** The button's words: '· 1 token' when pressing it may spend one. */
    label: (label: string, paid: boolean) => tokenLabel(label, spends(paid)),
    /** Runs the action, after the confirmation when it is the session's first spend. */
    act: (paid: boolean, action: () => void) => {
      if (asksBeforeSpend(spends(paid), user?.skip_token_spend_confirm ?? false, confirmedThisSession())) {
        setWaiting(() => action);
      } else action();
    },
    confirm: {
      opened: waiting !== null,
      remaining: balance?.remaining ?? 0,
      onCancel: () => setWaiting(null),
      onSpend: (dontAskAgain: boolean) => {
        rememberConfirmedThisSession();
        if (dontAskAgain && user) {
          update.mutate(
            { id: user.id, changes: { skip_token_spend_confirm: true } },
            { onError: (error) => notify.failure(LEAD_SPEND_TEXT.preferenceFailed, error) },
          );
        }
        const action = waiting;
        setWaiting(null);
        action?.();
      },
    },
  };
}

export type LeadSpend = ReturnType<typeof useLeadSpend>;
export type LeadSpendConfirm = LeadSpend['confirm'];
