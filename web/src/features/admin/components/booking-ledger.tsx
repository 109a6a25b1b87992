import { useState } from 'react';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { formatInstantDay } from '@schemas/date-text';
import { LEDGER_KIND_LABELS, MONEY_FIGURE_LABELS } from '@schemas/money-ledger';
import { formatDollars } from '@schemas/money';
import { LoadingState } from '@web/components/loading-state';
import { useBookingLedger } from '../api/money';

const dollarsOf = (cents: number) => formatDollars(cents / 100);
const PARTS = { deposit: 'Deposit', balance: 'Balance' } as const;

/** A protected-payment booking's ledger in the admin's queue, opened on demand. */
export function BookingLedger({ quoteId }: { quoteId: string }) {
  const [open, setOpen] = useState(false);
  const ledger = useBookingLedger(quoteId, open);
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen((was) => !was)} aria-expanded={open}>
        {open ? 'Hide the money ledger' : 'Show the money ledger'}
      </Button>
      {open &&
        (ledger.isPending ? (
          <LoadingState label="Loading the ledger" />
        ) : ledger.isError ? (
          <Alert color="red" variant="light" role="alert">
            The ledger could not be loaded.
          </Alert>
        ) : ledger.data.entries.length === 0 ? (
          <Text size="sm">No money of this booking has moved through MoveMatch.</Text>
        ) : (
          <Stack gap={4} w="100%">
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="booking-ledger">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Movement</Table.Th>
                    <Table.Th>Part</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Fee</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ledger.data.entries.map((entry) => (
                    <Table.Tr key={entry.entry_id}>
                      <Table.Td>{formatInstantDay(entry.at)}</Table.Td>
                      <Table.Td>
                        {LEDGER_KIND_LABELS[entry.kind]}
                        {entry.outcome ? ` (${entry.outcome})` : ''}
                      </Table.Td>
                      <Table.Td>{entry.part ? PARTS[entry.part] : '—'}</Table.Td>
                      <Table.Td>{dollarsOf(entry.amount)}</Table.Td>
                      <Table.Td>{entry.fee ? dollarsOf(entry.fee) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" data-testid="booking-ledger-held">
              {MONEY_FIGURE_LABELS.held}: {dollarsOf(ledger.data.figures.held)} · {MONEY_FIGURE_LABELS.transferred}:{' '}
              {dollarsOf(ledger.data.figures.transferred)} · {MONEY_FIGURE_LABELS.refunded}:{' '}
              {dollarsOf(ledger.data.figures.refunded)}
            </Text>
          </Stack>
        ))}
    </Stack>
  );
}
