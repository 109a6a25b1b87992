import { Link } from 'react-router';
import { Anchor, Table } from '@mantine/core';
import { AdminListFrame } from './admin-list-frame';
import { useUnconfirmedArrivals } from '../api/unconfirmed-arrivals';
import { formatDateTime, formatDay } from '../model/format';

export const UNCONFIRMED_ARRIVALS_TEXT = {
  title: 'Unconfirmed arrivals',
  intro: 'Booked moves starting within 48 hours whose company has not confirmed the crew’s arrival window.',
  loading: 'Loading the unconfirmed arrivals',
  loadFailed: 'Failed to load the unconfirmed arrivals',
  none: 'Every move in the next 48 hours has its arrival window confirmed.',
  notReminded: 'Not yet',
} as const;

/** The admin's list of moves within 48 hours whose arrival window is not confirmed, soonest first. */
export function UnconfirmedArrivalsSection() {
  const list = useUnconfirmedArrivals();
  return (
    <AdminListFrame
      query={{ ...list, data: list.data?.items }}
      text={UNCONFIRMED_ARRIVALS_TEXT}
      emptyTestId="unconfirmed-arrivals-empty"
    >
      {(items) => (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" aria-label={UNCONFIRMED_ARRIVALS_TEXT.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Move day</Table.Th>
                <Table.Th scope="col">Arrival window</Table.Th>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Reminded</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.quote_id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={`/bookings/${item.quote_id}`}>
                      {formatDay(item.move_day)}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{item.arrival_window.label}</Table.Td>
                  <Table.Td>{item.company_name}</Table.Td>
                  <Table.Td>
                    {item.reminder_sent_at
                      ? formatDateTime(item.reminder_sent_at)
                      : UNCONFIRMED_ARRIVALS_TEXT.notReminded}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminListFrame>
  );
}
