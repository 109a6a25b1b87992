import { Table, Text } from '@mantine/core';
import type { BookingState } from '@schemas/booking-changes';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import { changeRows } from '../model/change-rows';

/** The booking as booked and as proposed, side by side; what changes is bold. */
export function ChangeComparison({ before, after }: { before: BookingState; after: BookingState }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" data-testid="change-comparison">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Text span size="sm" fw={700}>
                What
              </Text>
            </Table.Th>
            <Table.Th scope="col">{M.changeBooked}</Table.Th>
            <Table.Th scope="col">{M.changeProposed}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changeRows(before, after).map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{row.before}</Table.Td>
              <Table.Td fw={row.changed ? 700 : undefined}>{row.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
