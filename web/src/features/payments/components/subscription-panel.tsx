import { Paper, Stack, Text } from '@mantine/core';
import { describeSubscriptionStatus } from '../model/subscription-status';
import { CompanySubscription } from './company-subscription';
import { ChooseButton, SubscriptionHeading } from './subscription-heading';

/**
 * The company's subscription on /profile (spec sections 2 and 9): plan, status, next bill,
 * tokens as n/20 with the refill button at 1 or fewer and the refill prompt at 0, and the
 * token ledger under the count. Without a company only the profile's status is known.
 */
export function SubscriptionPanel({
  companyId,
  profileStatus,
}: {
  companyId: string | null;
  profileStatus: string | null;
}) {
  return (
    <Paper component="section" aria-labelledby="subscription-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {companyId ? <CompanySubscription companyId={companyId} /> : <StatusOnly status={profileStatus} />}
    </Paper>
  );
}

function StatusOnly({ status }: { status: string | null }) {
  const view = describeSubscriptionStatus(status);
  return (
    <Stack gap="sm">
      <SubscriptionHeading status={status} />
      <Text c="gray.8">{view.message}</Text>
      {view.canChoose && <ChooseButton />}
    </Stack>
  );
}
