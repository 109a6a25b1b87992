import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerQuote } from '@schemas/quotes';
import { TIMINGS } from '@schemas/constants';
import { DEPOSIT_MESSAGES } from '@schemas/deposits';
import { formatDollars } from '@schemas/money';
import { assignAfter } from '@web/lib/browser-navigation';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { existingBookingCompany, useBookQuote, useCancelBooking } from '../api/quote-actions';
import type { BookDayChoice } from '../components/book-day-dialog';
import type { BookingDialog } from '../components/booking-dialogs';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import { failureToast } from './failure-toast';
import { cancellationCostOf, companyNameOf, formatPrice } from './quote-display';
import type { CustomerCancellationBody } from '@schemas/booking-cancellation';

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
  /** The server's refusal of the last booking try, shown in the booking dialog. */
  const [bookError, setBookError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const shown = dialog?.value ?? null;
  const toBook = shown?.kind === 'confirm-booking' ? shown : null;
  const detailsQuote = details ? (list.find((q) => q.id === details.value) ?? null) : null;
  const openDialog = (next: BookingDialog) => setDialog({ value: next, open: true });
  const closeDialog = () => setDialog(closing);
  const openDetails = (quoteId: string) => setDetails({ value: quoteId, open: true });
  const closeDetails = () => setDetails(closing);
  const showAlreadyBooked = (companyName: string) => openDialog({ kind: 'already-booked', companyName });

  /** Book from a card's details or from the comparison: the same confirmation, then the same booking. */
  const askToBook = (quote: CustomerQuote) => {
    setBookError(null);
    openDialog({
      kind: 'confirm-booking',
      quoteId: quote.id,
      companyName: companyNameOf(quote),
      price: formatPrice(quote.price, quote.top_price),
    });
  };

  const askToCancel = (quote: CustomerQuote) =>
    openDialog({
      kind: 'confirm-cancel',
      quoteId: quote.id,
      companyName: companyNameOf(quote),
      cost: cancellationCostOf(quote),
    });

  const confirmBooking = (quoteId: string, { body, window }: BookDayChoice) =>
    book.mutate(
      { id: quoteId, choice: body },
      {
        onSuccess: (booked) => {
          // A concierge customer pays the $99 fee on checkout, a protected-payment booking its
          // deposit; the paid checkout confirms the booking.
          if (booked.paymentPending && booked.checkoutUrl) {
            closeDialog();
            const deposit = booked.estimate?.deposit ?? 0;
            notify.info(
              booked.payment !== 'deposit'
                ? QUOTE_DASHBOARD_MESSAGES.conciergeFeePending
                : deposit > 0
                  ? DEPOSIT_MESSAGES.redirecting(formatDollars(deposit))
                  : DEPOSIT_MESSAGES.redirectingToSaveCard,
            );
            assignAfter(booked.checkoutUrl, TIMINGS.paymentRedirectMs);
            return;
          }
          openDialog({
            kind: 'booked',
            quoteId,
            companyName: companyNameOf(booked),
            day: longDayLabel(body.move_day),
            window: window.label,
          });
        },
        onError: (error) => {
          const companyName = existingBookingCompany(error);
          if (companyName) return showAlreadyBooked(companyName);
          // Day taken, not available, terms changed: said in the dialog, whose days load again.
          setBookError(error.message);
          void queryClient.invalidateQueries({ queryKey: queryKeys.bookableDays(quoteId) });
        },
      },
    );

  const confirmCancel = (quoteId: string, body: CustomerCancellationBody) =>
    cancel.mutate(
      { id: quoteId, body },
      {
        onSuccess: (cancelled) => openDialog({ kind: 'cancel-requested', companyName: companyNameOf(cancelled) }),
        onError: (error) => {
          closeDialog();
          failureToast(QUOTE_DASHBOARD_MESSAGES.cancelFailed, error);
        },
      },
    );

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
    bookError,
    /** The quote the booking dialog is about, as the list has it now. */
    quoteToBook: toBook ? (list.find((q) => q.id === toBook.quoteId) ?? null) : null,
    confirmBooking: (choice: BookDayChoice) => {
      if (toBook) confirmBooking(toBook.quoteId, choice);
    },
    confirmCancel,
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
