import type { CustomerQuote } from '@schemas/quotes';
import type { BookingFlow } from '../model/use-booking-flow';
import { BookDayDialog } from './book-day-dialog';
import { BookingDialogs } from './booking-dialogs';
import type { MoveDates } from './quote-card';
import { QuoteDetailsModal } from './quote-details-modal';

interface BookingModalsProps {
  flow: BookingFlow;
  booking: CustomerQuote | null;
  move: MoveDates | null;
  onMessage: (quote: CustomerQuote) => void;
}

/** The quote details modal and the booking dialogs it leads to. */
export function BookingModals({ flow, booking, move, onMessage }: BookingModalsProps) {
  const { details, dialog } = flow;
  return (
    <>
      <QuoteDetailsModal
        quote={details.quote}
        opened={details.opened}
        booking={booking}
        move={move}
        onClose={details.close}
        onMessage={() => details.quote && onMessage(details.quote)}
        onBook={flow.bookFromDetails}
        onAlreadyBooked={flow.alreadyBookedFromDetails}
        onCancelBooking={flow.cancelFromDetails}
      />
      <BookDayDialog
        opened={dialog.opened && dialog.shown?.kind === 'confirm-booking'}
        quote={flow.quoteToBook}
        busy={flow.busy}
        error={flow.bookError}
        onClose={dialog.close}
        onConfirm={flow.confirmBooking}
        onMessage={onMessage}
      />
      <BookingDialogs
        dialog={dialog.shown}
        opened={dialog.opened}
        onClose={dialog.close}
        onConfirmCancel={flow.confirmCancel}
        busy={flow.busy}
      />
    </>
  );
}
