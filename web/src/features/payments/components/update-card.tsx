import { Alert, Button, Stack, Text } from '@mantine/core';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { useOpenBillingPortal } from '../api/subscription-queries';
import { SUBSCRIPTION_PANEL_MESSAGES as M } from '../messages';

/** Statuses in which Stripe could not charge the card on file. */
export const CARD_FAILED: ReadonlySet<string> = new Set(['past_due', 'unpaid']);

/** A failed card: Stripe's customer portal takes a new one; back on /profile the panel shows the result. */
export function UpdateCard({ companyId }: { companyId: string }) {
  const portal = useOpenBillingPortal();
  function open() {
    portal.mutate(companyId, {
      onSuccess: (url) => browserNavigation.assign(url),
      onError: (error) => notify.failure(M.updateCardFailed, error, { withServerErrors: true }),
    });
  }
  return (
    <Alert color="red" variant="light" title={M.cardFailedTitle}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{M.cardFailed}</Text>
        <Button onClick={open} loading={portal.isPending || portal.isSuccess}>
          {M.updateCard}
        </Button>
      </Stack>
    </Alert>
  );
}
