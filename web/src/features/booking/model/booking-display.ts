import type { BookingView } from '@schemas/bookings';
import { AWAITING_COMPLETION_LABEL, COMPLETED_PENDING_FOR_CUSTOMER, STAGE_LABELS } from '../messages';

export const customerNameOf = (booking: BookingView) =>
  [booking.parties.customer.first_name, booking.parties.customer.last_name].filter(Boolean).join(' ') || 'the customer';

/**
 * The stage badge: its words and colour ('Awaiting completion' once the day passed unmarked). A
 * completion waiting for the customer's answer reads so to the others, and to the customer as
 * theirs to give.
 */
export function stageBadgeOf(
  booking: BookingView,
  side: 'customer' | 'company' | 'admin',
): { label: string; color: string } {
  if (booking.awaiting_completion) return { label: AWAITING_COMPLETION_LABEL, color: 'orange' };
  if (booking.stage === 'COMPLETED_PENDING' && side === 'customer')
    return { label: COMPLETED_PENDING_FOR_CUSTOMER, color: 'yellow' };
  const colors: Record<BookingView['stage'], string> = {
    UPCOMING: 'brand',
    COMPLETED_PENDING: 'yellow',
    COMPLETED: 'green',
    DISPUTED: 'red',
    CANCELLED: 'gray',
  };
  return { label: STAGE_LABELS[booking.stage], color: colors[booking.stage] };
}
