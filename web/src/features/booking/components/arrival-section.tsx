import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@schemas/bookings';
import { AppDialog } from '@web/components/app-modal';
import { ARRIVAL_TEXT, arrivalDayText, confirmedAtText } from '../model/arrival-messages';
import { useArrivalConfirmation } from '../model/use-arrival-confirmation';

interface ArrivalSectionProps {
  booking: BookingView;
  /** Who reads the page: the company confirms, the customer (and support) sees where it stands. */
  side: 'customer' | 'company' | 'admin';
  /** The booking as the confirmation answered it (the page's copy of the booking is refreshed with it). */
  onConfirmed?: (booking: BookingView) => void;
}

/** The booking page's arrival window: confirmed or not, and the company's one-click confirmation. */
export function ArrivalSection({ booking, side, onConfirmed }: ArrivalSectionProps) {
  return (
    <Paper component="section" aria-labelledby="arrival-heading" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="arrival-heading">
          {ARRIVAL_TEXT.heading}
        </Title>
        <Text fw={600} data-testid="arrival-window">
          {arrivalDayText(booking.move_day)}, {booking.arrival_window.label}
        </Text>
        {side === 'company' ? (
          <CompanyArrival booking={booking} onConfirmed={onConfirmed} />
        ) : (
          <CustomerArrival booking={booking} />
        )}
      </Stack>
    </Paper>
  );
}

function Confirmed({ at }: { at: string }) {
  return (
    <Alert color="green" variant="light" data-testid="arrival-status">
      {ARRIVAL_TEXT.confirmed(confirmedAtText(at))}
    </Alert>
  );
}

function CustomerArrival({ booking }: { booking: BookingView }) {
  if (booking.arrival_confirmed_at) return <Confirmed at={booking.arrival_confirmed_at} />;
  if (booking.stage !== 'UPCOMING') return null;
  const company = booking.parties.company.name;
  if (booking.arrival_unconfirmed) {
    return (
      <Alert color="yellow" variant="light" role="status" data-testid="arrival-status">
        {ARRIVAL_TEXT.customerUnconfirmed(company)}
      </Alert>
    );
  }
  return (
    <Text c="dimmed" data-testid="arrival-status">
      {ARRIVAL_TEXT.customerPending(company)}
    </Text>
  );
}

function CompanyArrival({ booking, onConfirmed }: Pick<ArrivalSectionProps, 'booking' | 'onConfirmed'>) {
  const arrival = useArrivalConfirmation(booking, onConfirmed);
  if (booking.arrival_confirmed_at) return <Confirmed at={booking.arrival_confirmed_at} />;
  if (!arrival.pending) return <Text c="dimmed">{ARRIVAL_TEXT.notUpcoming}</Text>;
  return (
    <>
      <Text c="dimmed">{ARRIVAL_TEXT.companyPending}</Text>
      <Button onClick={arrival.confirm} loading={arrival.confirming} w={{ base: '100%', sm: 'auto' }}>
        {ARRIVAL_TEXT.confirmButton}
      </Button>
      <AppDialog
        opened={arrival.asking}
        title={ARRIVAL_TEXT.askTitle}
        onClose={arrival.notNow}
        actions={
          <>
            <Button variant="default" onClick={arrival.notNow}>
              {ARRIVAL_TEXT.notNow}
            </Button>
            <Button onClick={arrival.confirm} loading={arrival.confirming} data-autofocus>
              {ARRIVAL_TEXT.confirmButton}
            </Button>
          </>
        }
      >
        {ARRIVAL_TEXT.ask(booking.arrival_window.label, arrivalDayText(booking.move_day))}
      </AppDialog>
    </>
  );
}
