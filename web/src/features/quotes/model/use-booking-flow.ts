import { useState } from 'react';
import type { CustomerQuote } from '@schemas/quotes';
import type { BookQuoteBody } from '@schemas/bookings';
import { TIMINGS } from '@schemas/constants';
import { assignAfter } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { existingBookingCompany, useBookQuote, useCancelBooking } from '../api/quote-actions';
import type { BookingDialog } from '../components/booking-dialogs';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import { failureToast } from './failure-toast';
import { companyNameOf, formatPrice } from './quote-display';

/** A closing dialog keeps its content while it fades out, so each holds `open` beside what it shows. */
interface Shown<T> {
  value: T;
  open: boolean;
}

const closing = <T>(current: Shown<T> | null) => (current ? { ...current, open: false } : null);

/**
 * Booking and cancelling on /quotes (spec section 2): the quote details modal, the confirmation
 * and outcome dialogs, and the two requests behind them. `list` is the customer's quotes.
 */
export function useBookingFlow(list: CustomerQuote[]) {
  const book = useBookQuote();
  const cancel = useCancelBooking();
  const [details, setDetails] = useState<Shown<string> | null>(null);
  const [dialog, setDialog] = useState<Shown<BookingDialog> | null>(null);

  const detailsQuote = details ? (list.find((q) => q.id === details.value) ?? null) : null;
  const openDialog = (next: BookingDialog) => setDialog({ value: next, open: true });
  const closeDialog = () => setDialog(closing);
  const openDetails = (quoteId: string) => setDetails({ value: quoteId, open: true });
  const closeDetails = () => setDetails(closing);
  const showAlreadyBooked = (companyName: string) => openDialog({ kind: 'already-booked', companyName });

  /** Book from a card's details or from the comparison: the same confirmation, then the same booking. */
  const askToBook = (quote: CustomerQuote) =>
    openDialog({
      kind: 'confirm-booking',
      quoteId: quote.id,
      companyName: companyNameOf(quote),
      price: formatPrice(quote.price, quote.top_price),
    });

  const askToCancel = (quote: CustomerQuote) =>
    openDialog({ kind: 'confirm-cancel', quoteId: quote.id, companyName: companyNameOf(quote) });

  const confirmBooking = (quoteId: string, choice: BookQuoteBody) =>
    book.mutate(
      { id: quoteId, choice },
      {
        onSuccess: (booked) => {
          // A concierge customer pays the $99 fee on checkout; the paid checkout confirms the booking.
          if (booked.paymentPending && booked.checkoutUrl) {
            closeDialog();
            notify.info(QUOTE_DASHBOARD_MESSAGES.conciergeFeePending);
            assignAfter(booked.checkoutUrl, TIMINGS.paymentRedirectMs);
            return;
          }
          openDialog({ kind: 'booked', companyName: companyNameOf(booked) });
        },
        onError: (error) => {
          const companyName = existingBookingCompany(error);
          if (companyName) return showAlreadyBooked(companyName);
          closeDialog();
          failureToast(QUOTE_DASHBOARD_MESSAGES.bookFailed, error);
        },
      },
    );

  const confirmCancel = (quoteId: string) =>
    cancel.mutate(quoteId, {
      onSuccess: (cancelled) => openDialog({ kind: 'cancel-requested', companyName: companyNameOf(cancelled) }),
      onError: (error) => {
        closeDialog();
        failureToast(QUOTE_DASHBOARD_MESSAGES.cancelFailed, error);
      },
    });

  /** Leaving the details modal for a dialog: the modal closes first so only one is open. */
  const fromDetails = (next: (quote: CustomerQuote) => void) => () => {
    if (!detailsQuote) return;
    closeDetails();
    next(detailsQuote);
  };

  return {
    details: { quote: detailsQuote, opened: details?.open ?? false, open: openDetails, close: closeDetails },
    dialog: { shown: dialog?.value ?? null, opened: dialog?.open ?? false, close: closeDialog },
    busy: book.isPending || cancel.isPending,
    askToBook,
    showAlreadyBooked,
    bookFromDetails: fromDetails(askToBook),
    cancelFromDetails: fromDetails(askToCancel),
    alreadyBookedFromDetails: (companyName: string) => {
      closeDetails();
      showAlreadyBooked(companyName);
    },
    confirm: (shown: Extract<BookingDialog, { quoteId: string }>, choice?: BookQuoteBody) => {
      if (shown.kind === 'confirm-cancel') return confirmCancel(shown.quoteId);
      if (choice) confirmBooking(shown.quoteId, choice);
    },
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
