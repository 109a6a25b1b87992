import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AppDialog } from '@web/components/app-modal';
import { ResultModal } from '@web/components/result-modal';
import { endSentence, QUOTE_DASHBOARD_MESSAGES } from '../messages';
import type { CustomerCancellationBody } from '@schemas/booking-cancellation';
import { CancelBookingDialog } from './cancel-booking-dialog';

/*
 * The small dialogs around booking (spec section 2): booked congratulations, already-booked
 * warning, cancel confirmation and cancel-requested notice. The booking itself asks for its day
 * and window in book-day-dialog.tsx.
 */

/** The dialog showing now, with the company it is about. */
export type BookingDialog =
  | { kind: 'confirm-booking'; quoteId: string; companyName: string; price: string }
  | { kind: 'booked'; quoteId: string; companyName: string; day: string; window: string }
  | { kind: 'already-booked'; companyName: string }
  | { kind: 'confirm-cancel'; quoteId: string; companyName: string; cost: string | null }
  | { kind: 'cancel-requested'; companyName: string };

type NoticeKind = 'already-booked' | 'cancel-requested';
type Notice = Extract<BookingDialog, { kind: NoticeKind }>;

const NOTICES: Record<NoticeKind, { title: string; text: (company: string) => string }> = {
  'already-booked': {
    title: QUOTE_DASHBOARD_MESSAGES.alreadyBookedTitle,
    text: QUOTE_DASHBOARD_MESSAGES.alreadyBooked,
  },
  'cancel-requested': {
    title: 'Cancellation requested',
    text: (company) =>
      `You have requested to cancel your booking with ${endSentence(company)} You can request a new quote from them while your move date is ahead.`,
  },
};

const isNotice = (dialog: BookingDialog | null): dialog is Notice => dialog !== null && dialog.kind in NOTICES;

/** The booking page another part of the app serves: the day, the window, the terms and the checklist. */
export const bookingPagePath = (quoteId: string) => `/bookings/${encodeURIComponent(quoteId)}`;

interface BookingDialogsProps {
  /** The last dialog asked for; it stays set while the dialog fades out. */
  dialog: BookingDialog | null;
  opened: boolean;
  onClose: () => void;
  /** Confirms the cancellation of the dialog's quote, with the customer's reason. */
  onConfirmCancel: (quoteId: string, body: CustomerCancellationBody) => void;
  busy: boolean;
}

/** The cancel confirmation, the booked notice or one of the other notices, chosen by `dialog.kind`. */
export function BookingDialogs({ dialog, opened, onClose, onConfirmCancel, busy }: BookingDialogsProps) {
  const cancel = dialog?.kind === 'confirm-cancel' ? dialog : null;
  const booked = dialog?.kind === 'booked' ? dialog : null;
  const notice = isNotice(dialog) ? dialog : null;
  const noticeCopy = notice ? NOTICES[notice.kind] : null;
  return (
    <>
      <CancelBookingDialog opened={opened} cancel={cancel} busy={busy} onClose={onClose} onConfirm={onConfirmCancel} />
      <AppDialog
        opened={opened && booked !== null}
        title="Congratulations!"
        onClose={onClose}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              OK
            </Button>
            {booked && (
              <Button component={Link} to={bookingPagePath(booked.quoteId)} data-autofocus>
                {QUOTE_DASHBOARD_MESSAGES.viewBooking}
              </Button>
            )}
          </>
        }
      >
        {booked && QUOTE_DASHBOARD_MESSAGES.booked(booked.companyName, booked.day, booked.window)}
      </AppDialog>
      <ResultModal
        opened={opened && notice !== null}
        title={noticeCopy?.title ?? ''}
        actionLabel="OK"
        onAction={onClose}
      >
        {notice && noticeCopy?.text(notice.companyName)}
      </ResultModal>
    </>
  );
}
