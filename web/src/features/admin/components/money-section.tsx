import { Alert, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatInstantDay } from '@schemas/date-text';
import { MONEY_FIGURE_LABELS, type AdminMoney, type LedgerDifference } from '@schemas/money-ledger';
import { formatDollars } from '@schemas/money';
import { LoadingState } from '@web/components/loading-state';
import { useAdminMoney } from '../api/money';

export const MONEY_TEXT = {
  title: 'Money through MoveMatch',
  intro:
    'Protected-payment bookings: what customers paid through MoveMatch and where it is now. Every movement is in its booking’s ledger; Stripe is compared with it every day.',
  loadFailed: 'The money figures could not be loaded.',
  notReconciled: 'Not compared with Stripe yet: the daily reconciliation has not run.',
  reconciled: (day: string, checked: number) =>
    `Compared with Stripe on ${day}: ${checked} ${checked === 1 ? 'booking' : 'bookings'} checked, no difference.`,
  differences: (day: string, count: number) =>
    `Compared with Stripe on ${day}: ${count} ${count === 1 ? 'difference' : 'differences'} to look into.`,
} as const;

const ORDER = ['held', 'authorized', 'captured', 'transferred', 'fees', 'refunded', 'disputed', 'lost'] as const;

const dollarsOf = (cents: number) => formatDollars(cents / 100);

/** The admin's money panel: the books' totals and the last comparison with Stripe. */
export function MoneySection() {
  const money = useAdminMoney();
  if (money.isPending) return <LoadingState label="Loading the money figures" />;
  if (money.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {MONEY_TEXT.loadFailed}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Text size="sm">{MONEY_TEXT.intro}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {ORDER.map((figure) => (
          <Paper key={figure} withBorder radius="md" p="sm" data-testid={`money-${figure}`}>
            <Text size="xs" c="gray.7">
              {MONEY_FIGURE_LABELS[figure]}
            </Text>
            <Text fw={700} size="lg">
              {dollarsOf(money.data.totals[figure])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Reconciliation run={money.data.reconciliation} />
    </Stack>
  );
}

function Reconciliation({ run }: { run: AdminMoney['reconciliation'] }) {
  if (!run) return <Text size="sm">{MONEY_TEXT.notReconciled}</Text>;
  const day = formatInstantDay(run.ran_at);
  if (run.differences.length === 0)
    return (
      <Alert color="green" variant="light" data-testid="reconciliation">
        {MONEY_TEXT.reconciled(day, run.bookings_checked)}
      </Alert>
    );
  return (
    <Alert
      color="red"
      variant="light"
      title={MONEY_TEXT.differences(day, run.differences.length)}
      data-testid="reconciliation"
    >
      <List size="sm">
        {run.differences.map((difference) => (
          <List.Item key={`${difference.booking_id}-${difference.figure}`}>{differenceText(difference)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

const differenceText = (d: LedgerDifference) =>
  `Booking ${d.booking_id}: ${MONEY_FIGURE_LABELS[d.figure].toLowerCase()} ${dollarsOf(d.ledger)} in the ledger, ${dollarsOf(d.stripe)} at Stripe`;
