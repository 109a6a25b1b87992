import { Alert } from '@mantine/core';
import { CUSTOMER_CANCELLATION_MESSAGES, freeCancellation } from '@schemas/booking-cancellation';
import { formatCalendarDay } from '@schemas/date-text';
import { todayInCarolinas } from '@web/lib/company-trust-facts';

/**
 * Before the customer books a day whose free-cancellation period (the quote's terms) has already
 * ended: a cancellation would cost the deposit. Nothing for a quote without a deposit, or a day
 * still free to cancel.
 */
export function CancellationWarning({
  day,
  estimate,
}: {
  day: string | null;
  estimate: { deposit: number; free_cancellation_days: number } | null | undefined;
}) {
  if (!day || !estimate || estimate.deposit <= 0) return null;
  const { lastFreeDay, free } = freeCancellation(day, estimate.free_cancellation_days, todayInCarolinas());
  if (free) return null;
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="cancellation-warning">
      {CUSTOMER_CANCELLATION_MESSAGES.bookingInsidePaidPeriod(formatCalendarDay(lastFreeDay))}
    </Alert>
  );
}
