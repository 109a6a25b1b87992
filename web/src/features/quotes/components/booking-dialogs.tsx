import { Button } from '@mantine/core';
import { AppDialog } from '@web/components/app-modal';
import { ResultModal } from '@web/components/result-modal';
import { endSentence, QUOTE_DASHBOARD_MESSAGES } from '../messages';

/*
 * The small dialogs around booking (spec section 2): booking confirmation, booked
 * congratulations, already-booked warning, cancel confirmation and cancel-requested notice.
 */

/** The dialog showing now, with the company it is about. */
export type BookingDialog =
  | { kind: 'confirm-booking'; quoteId: string; companyName: string; price: string }
  | { kind: 'booked'; companyName: string }
  | { kind: 'already-booked'; companyName: string }
  | { kind: 'confirm-cancel'; quoteId: string; companyName: string }
  | { kind: 'cancel-requested'; companyName: string };

type ConfirmKind = Extract<BookingDialog, { quoteId: string }>['kind'];
type NoticeKind = Exclude<BookingDialog['kind'], ConfirmKind>;

const CONFIRMS: Record<
  ConfirmKind,
  { title: string; confirm: string; back: string; danger?: boolean; text: (d: BookingDialog) => string }
> = {
  'confirm-booking': {
    title: 'Confirm your booking',
    confirm: 'Confirm booking',
    back: 'Go back',
    text: (d) =>
      `You are about to book your move with ${d.companyName}${d.kind === 'confirm-booking' ? ` for ${d.price}` : ''}. ` +
      `${d.companyName} will then see your full name and e-mail address to coordinate the move.`,
  },
  'confirm-cancel': {
    title: 'Cancel your booking?',
    confirm: 'Cancel booking',
    back: 'Keep booking',
    danger: true,
    text: (d) => `Are you sure you want to cancel your booking with ${d.companyName}?`,
  },
};

const NOTICES: Record<NoticeKind, { title: string; text: (company: string) => string }> = {
  booked: {
    title: 'Congratulations!',
    text: (company) =>
      `Your move is booked with ${endSentence(company)} They will get in touch to coordinate the details; you can also send them a message.`,
  },
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

const isConfirm = (dialog: BookingDialog): dialog is Extract<BookingDialog, { quoteId: string }> =>
  dialog.kind in CONFIRMS;

interface BookingDialogsProps {
  /** The last dialog asked for; it stays set while the dialog fades out. */
  dialog: BookingDialog | null;
  opened: boolean;
  onClose: () => void;
  /** Confirms the booking or the cancellation of the dialog's quote. */
  onConfirm: (dialog: Extract<BookingDialog, { quoteId: string }>) => void;
  busy: boolean;
}

/** One of the five dialogs, chosen by `dialog.kind`. */
export function BookingDialogs({ dialog, opened, onClose, onConfirm, busy }: BookingDialogsProps) {
  const confirm = dialog && isConfirm(dialog) ? dialog : null;
  const notice = dialog && !isConfirm(dialog) ? dialog : null;
  const confirmCopy = confirm ? CONFIRMS[confirm.kind] : null;
  const noticeCopy = notice ? NOTICES[notice.kind] : null;
  return (
    <>
      <AppDialog
        opened={opened && confirm !== null}
        title={confirmCopy?.title ?? ''}
        onClose={busy ? () => undefined : onClose}
        actions={
          <>
            <Button variant="default" onClick={onClose} disabled={busy}>
              {confirmCopy?.back}
            </Button>
            <Button
              color={confirmCopy?.danger ? 'red' : undefined}
              onClick={() => confirm && onConfirm(confirm)}
              loading={busy}
              data-autofocus
            >
              {confirmCopy?.confirm}
            </Button>
          </>
        }
      >
        {confirm && confirmCopy?.text(confirm)}
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
