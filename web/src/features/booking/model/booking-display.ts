import type { BookingView } from '@schemas/bookings';
import { AWAITING_COMPLETION_LABEL, STAGE_LABELS } from '../messages';

export const customerNameOf = (booking: BookingView) =>
  [booking.parties.customer.first_name, booking.parties.customer.last_name].filter(Boolean).join(' ') || 'the customer';

/** The stage badge: its words and colour ('Awaiting completion' once the day passed unmarked). */
export function stageBadgeOf(booking: BookingView): { label: string; color: string } {
  if (booking.awaiting_completion) return { label: AWAITING_COMPLETION_LABEL, color: 'orange' };
  const colors: Record<BookingView['stage'], string> = {
    UPCOMING: 'brand',
    COMPLETED_PENDING: 'yellow',
    COMPLETED: 'green',
    DISPUTED: 'red',
    CANCELLED: 'gray',
  };
  return { label: STAGE_LABELS[booking.stage], color: colors[booking.stage] };
}
