import { Alert, Stack } from '@mantine/core';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSectionProps } from '../model/booking-section';

/** What needs attention: an arrival window not confirmed 48 hours before, a past day not marked completed. */
export function BookingNoticesSection({ booking, side }: BookingSectionProps) {
  const showAwaiting = booking.awaiting_completion && side !== 'customer';
  if (!booking.arrival_unconfirmed && !showAwaiting) return null;
  return (
    <Stack gap="sm">
      {booking.arrival_unconfirmed && (
        <Alert
          color="orange"
          variant="light"
          title={M.arrivalUnconfirmedTitle}
          role="status"
          data-testid="arrival-unconfirmed"
        >
          {side === 'company' ? M.arrivalUnconfirmedCompany : M.arrivalUnconfirmedCustomer}
        </Alert>
      )}
      {showAwaiting && (
        <Alert color="orange" variant="light" role="status">
          {M.awaitingCompletion}
        </Alert>
      )}
    </Stack>
  );
}
