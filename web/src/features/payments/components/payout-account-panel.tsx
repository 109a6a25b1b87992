import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PROTECTED_PAYMENT, PROTECTED_PAYMENT_OFFERED } from '@schemas/payouts';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { usePayoutAccount, useStartPayoutOnboarding } from '../api/payout-account';
import { MoverPayments } from './mover-payments';

/**
 * /profile (company): the payout account for protected payment (docs/payments-for-moves.md). Customers see
 * 'Protected payment' on the company once Stripe can pay it and MoveMatch takes the booking's money
 * (PROTECTED_PAYMENT_OFFERED); until then the company is booked and paid directly, as before.
 * Once enabled, the panel lists the company's balance, transfers and payouts.
 */
export function PayoutAccountPanel({ companyId }: { companyId: string }) {
  const account = usePayoutAccount(companyId);
  const onboarding = useStartPayoutOnboarding(companyId);
  const start = () =>
    onboarding.mutate(undefined, {
      onSuccess: (url) => browserNavigation.assign(url),
      onError: (error) => notify.failure('Stripe could not be opened', error, { withServerErrors: true }),
    });
  return (
    <Paper component="section" aria-labelledby="payouts-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" id="payouts-title" mb="sm">
        Payments for moves
      </Title>
      {account.isPending ? (
        <LoadingState label="Loading your payout account" />
      ) : account.isError ? (
        <LoadErrorAlert
          title="Your payout account could not be loaded"
          error={account.error}
          retrying={account.isFetching}
          onRetry={() => void account.refetch()}
        />
      ) : account.data.status === 'ENABLED' ? (
        <Stack gap="xs" data-testid="payouts-enabled">
          <Group gap="xs">
            <Badge color="teal" variant="light">
              {PROTECTED_PAYMENT.badge}
            </Badge>
            <Text size="sm">Payouts are set up.</Text>
          </Group>
          <Text size="sm" c="gray.8">
            {PROTECTED_PAYMENT_OFFERED
              ? `Customers see ${PROTECTED_PAYMENT.badge} on your company: they pay through MoveMatch, and Stripe pays you once a move is done.`
              : `Stripe can pay you. Customers will see ${PROTECTED_PAYMENT.badge} on your company once MoveMatch takes payments for bookings; until then they pay you directly.`}
          </Text>
          <MoverPayments companyId={companyId} />
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {account.data.status === 'ONBOARDING'
              ? 'Stripe still needs a few details before it can pay you.'
              : 'Set up payouts with Stripe to offer protected payment: customers pay through MoveMatch, and you are paid once the move is done. Until then customers book you and pay you directly.'}
          </Text>
          <Button onClick={start} loading={onboarding.isPending || onboarding.isSuccess}>
            {account.data.status === 'ONBOARDING' ? 'Finish setting up payouts' : 'Set up payouts with Stripe'}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
