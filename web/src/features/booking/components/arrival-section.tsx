import { Button, Text } from '@mantine/core';
import { AppDialog } from '@web/components/app-modal';
import { ARRIVAL_TEXT, arrivalDayText, confirmedAtText } from '../model/arrival-messages';
import type { BookingSectionProps } from '../model/booking-section';
import { useArrivalConfirmation } from '../model/use-arrival-confirmation';
import { BookingSectionCard } from './booking-section-card';

/**
 * The arrival window's confirmation while the move is upcoming: the company confirms it with
 * one click (asked once when opened from the reminder's link); the customer and an admin see
 * whether it is confirmed. From 48 hours before the day an unconfirmed window is the notices
 * section's alert, so this section then says nothing more to them.
 */
export function ArrivalSection({ booking, side }: BookingSectionProps) {
  if (booking.stage !== 'UPCOMING') return null;
  if (side === 'company') return <CompanyArrival booking={booking} side={side} />;
  if (!booking.arrival_confirmed_at && booking.arrival_unconfirmed) return null;
  return (
    <BookingSectionCard title={ARRIVAL_TEXT.heading} testId="arrival-section">
      <Text data-testid="arrival-status">
        {booking.arrival_confirmed_at
          ? ARRIVAL_TEXT.confirmedByCompany(booking.parties.company.name, confirmedAtText(booking.arrival_confirmed_at))
          : ARRIVAL_TEXT.customerPending(booking.parties.company.name)}
      </Text>
    </BookingSectionCard>
  );
}

function CompanyArrival({ booking }: BookingSectionProps) {
  const arrival = useArrivalConfirmation(booking);
  return (
    <BookingSectionCard title={ARRIVAL_TEXT.heading} testId="arrival-section">
      {booking.arrival_confirmed_at ? (
        <Text data-testid="arrival-status">
          {ARRIVAL_TEXT.confirmedByYou(confirmedAtText(booking.arrival_confirmed_at))}
        </Text>
      ) : (
        <>
          <Text data-testid="arrival-status">{ARRIVAL_TEXT.companyPending}</Text>
          <Button onClick={arrival.confirm} loading={arrival.confirming} w={{ base: '100%', sm: 'auto' }} maw={320}>
            {ARRIVAL_TEXT.confirmButton}
          </Button>
        </>
      )}
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
        {ARRIVAL_TEXT.ask(arrivalDayText(booking.move_day), booking.arrival_window.label)}
      </AppDialog>
    </BookingSectionCard>
  );
}
