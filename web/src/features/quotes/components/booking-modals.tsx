import type { CustomerQuote } from '@schemas/quotes';
import type { BookingFlow } from '../model/use-booking-flow';
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
      <BookingDialogs
        dialog={dialog.shown}
        opened={dialog.opened}
        onClose={dialog.close}
        onConfirm={flow.confirm}
        busy={flow.busy}
      />
    </>
  );
}
