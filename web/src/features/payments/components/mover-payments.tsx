import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDay, formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import type { MoverPayoutView, MoverTransferView } from '@schemas/payouts';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { useMoverPayments } from '../api/payout-account';

const PART_LABELS: Record<NonNullable<MoverTransferView['part']>, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
};

const PAYOUT_LABELS: Record<MoverPayoutView['status'], { label: string; color: string }> = {
  in_transit: { label: 'On its way', color: 'blue' },
  paid: { label: 'Paid', color: 'teal' },
  failed: { label: 'Returned by the bank', color: 'red' },
};

const rowStyle = { borderTop: '1px solid var(--mantine-color-gray-2)' };

/**
 * /profile (company, payouts enabled): the money of protected-payment moves as Stripe holds it:
 * the balance, MoveMatch's transfers (what the customer paid, MoveMatch's fee, what the company
 * got) and the payouts to the company's bank.
 */
export function MoverPayments({ companyId }: { companyId: string }) {
  const payments = useMoverPayments(companyId);
  if (payments.isPending) return <LoadingState label="Loading your payments" />;
  if (payments.isError)
    return (
      <LoadErrorAlert
        title="Your payments could not be loaded"
        error={payments.error}
        retrying={payments.isFetching}
        onRetry={() => void payments.refetch()}
      />
    );
  const { balance, transfers, payouts, fee_share } = payments.data;
  return (
    <Stack gap="md" data-testid="mover-payments">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Figure label="Available to pay out" value={formatDollars(balance.available)} />
        <Figure label="On its way to your balance" value={formatDollars(balance.pending)} />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="transfers-title">
        <Title order={3} size="h5" id="transfers-title">
          Transfers from MoveMatch
        </Title>
        <Text size="sm" c="gray.8">
          When a move is done (or a customer cancels after the free-cancellation day), MoveMatch transfers what the
          customer paid, less its {Math.round(fee_share * 1000) / 10} % fee.
        </Text>
        {transfers.length === 0 ? (
          <Text size="sm" c="gray.7">
            No transfers yet.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="transfers-title">
            {transfers.map((transfer) => (
              <TransferRow key={transfer.id} transfer={transfer} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="bank-payouts-title">
        <Title order={3} size="h5" id="bank-payouts-title">
          Payouts to your bank
        </Title>
        {payouts.length === 0 ? (
          <Text size="sm" c="gray.7">
            No payouts yet: Stripe pays your available balance out to your bank every day.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="bank-payouts-title">
            {payouts.map((payout) => (
              <Group component="li" key={payout.id} justify="space-between" gap="sm" py="xs" style={rowStyle}>
                <Group gap="xs">
                  <Badge size="sm" variant="light" color={PAYOUT_LABELS[payout.status].color}>
                    {PAYOUT_LABELS[payout.status].label}
                  </Badge>
                  <Text size="sm">
                    {payout.status === 'paid' ? 'Arrived' : 'Arrives'} {formatCalendarDay(payout.arrival_date)}
                  </Text>
                </Group>
                <Text fw={800}>{formatDollars(payout.amount)}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.8">
        {label}
      </Text>
      <Text fw={800} size="xl">
        {value}
      </Text>
    </Stack>
  );
}

function TransferRow({ transfer }: { transfer: MoverTransferView }) {
  const what = transfer.part ? PART_LABELS[transfer.part] : 'Transfer';
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="xs" style={rowStyle}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {what}
          {transfer.move_day ? ` · move of ${formatCalendarDay(transfer.move_day)}` : ''}
        </Text>
        <Text size="sm" c="gray.8">
          {formatInstantDay(transfer.created_at)} · paid {formatDollars(transfer.charged)}, fee{' '}
          {formatDollars(transfer.fee)}
          {transfer.reversed > 0 ? ` · ${formatDollars(transfer.reversed)} taken back` : ''}
        </Text>
        {transfer.quote_id && (
          <Anchor component={Link} to={`/bookings/${encodeURIComponent(transfer.quote_id)}`} size="sm" fw={600}>
            Open the booking
          </Anchor>
        )}
      </Stack>
      <Text fw={800} c="green.8" style={{ whiteSpace: 'nowrap' }}>
        {formatDollars(transfer.amount)}
      </Text>
    </Group>
  );
}
