import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingView } from '@schemas/bookings';
import { notify } from '@web/lib/notify';
import { useConfirmArrival } from '../api/booking-actions';
import { ARRIVAL_TEXT } from './arrival-messages';

/** The reminder e-mail's one-click link opens the booking page with this parameter. */
export const CONFIRM_ARRIVAL_PARAM = 'confirm-arrival';

/**
 * The company's arrival confirmation: the button's action, and the question the page asks once
 * when opened from the reminder's link (?confirm-arrival=1). Answering either way drops the
 * parameter, so a reload does not ask again.
 */
export function useArrivalConfirmation(booking: BookingView) {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = booking.stage === 'UPCOMING' && !booking.arrival_confirmed_at;
  const fromLink = searchParams.get(CONFIRM_ARRIVAL_PARAM) === '1';
  const [dismissed, setDismissed] = useState(false);
  const mutation = useConfirmArrival(booking.quote_id);

  const dropParam = () => {
    if (!fromLink) return;
    setSearchParams(
      (params) => {
        params.delete(CONFIRM_ARRIVAL_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => notify.success(ARRIVAL_TEXT.confirmedToast),
      onError: (error) => notify.failure(ARRIVAL_TEXT.confirmFailed, error),
      onSettled: () => {
        setDismissed(true);
        dropParam();
      },
    });

  const notNow = () => {
    setDismissed(true);
    dropParam();
  };

  return {
    pending,
    asking: pending && fromLink && !dismissed,
    confirming: mutation.isPending,
    confirm,
    notNow,
  };
}
