import { useParams } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useViewer } from '@web/hooks/use-viewer';
import { isBookingNotFound, useBooking } from '../api/booking';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import { bookingSideOf, type BookingSide } from './booking-section';

const BACK: Record<BookingSide, { to: string; label: string }> = {
  customer: { to: paths.quotes, label: 'Back to my quotes' },
  company: { to: paths.manageLeads, label: 'Back to Manage leads' },
  admin: { to: paths.adminDashboard, label: 'Back to the admin dashboard' },
};

/** The booking page's state: the booking, who is looking at it, and where 'back' leads. */
export function useBookingPage() {
  const { quoteId = '' } = useParams();
  const booking = useBooking(quoteId);
  const viewer = useViewer();
  const side = viewer.status === 'signed-in' && !viewer.profileLoading ? bookingSideOf(viewer.role) : null;
  const notFound = booking.isError && isBookingNotFound(booking.error);
  usePageTitle(notFound ? M.notFoundTitle : 'Booking');
  return { booking, side, notFound, back: side ? BACK[side] : null };
}
