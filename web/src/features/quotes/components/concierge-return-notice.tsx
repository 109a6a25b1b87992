import { CONCIERGE_RETURN_MESSAGES as M } from '@schemas/concierge';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { useConciergeReturn } from '../api/concierge-return';
import { CheckoutReturnAlert } from './checkout-return-alert';

const TEST_ID = 'concierge-return';

/**
 * What became of the $99 concierge checkout the customer just paid: confirming, booked (the
 * company and day), or replaced by a newer one. A refund is said by ConciergeNotice (the
 * profile's notice, which also stays after the parameter is gone).
 */
export function ConciergeReturnNotice() {
  const { returning, checkout, dismiss } = useConciergeReturn();
  if (!returning) return null;
  const view = checkout.data;
  if (checkout.isError)
    return <CheckoutReturnAlert testId={TEST_ID} color="red" text={checkout.error.message} onClose={dismiss} />;
  if (!view || view.outcome === 'pending')
    return <CheckoutReturnAlert testId={TEST_ID} color={null} text={M.confirming} onClose={dismiss} />;
  if (view.outcome === 'booked')
    return (
      <CheckoutReturnAlert
        testId={TEST_ID}
        color="green"
        text={M.booked(view.company_name, longDayLabel(view.move_day ?? ''))}
        onClose={dismiss}
      />
    );
  if (view.outcome === 'replaced')
    return <CheckoutReturnAlert testId={TEST_ID} color="blue" text={M.replaced} onClose={dismiss} />;
  return null;
}
