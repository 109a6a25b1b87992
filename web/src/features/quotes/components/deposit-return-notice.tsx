import { DEPOSIT_MESSAGES, DEPOSIT_REFUND_TEXTS } from '@schemas/deposits';
import { formatDollars } from '@schemas/money';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { useDepositReturn } from '../api/deposit-return';
import { CheckoutReturnAlert } from './checkout-return-alert';

const TEST_ID = 'deposit-return';

/** What became of the deposit the customer just paid (or left): booking, booked, refunded, replaced. */
export function DepositReturnNotice() {
  const { returning, checkout, dismiss } = useDepositReturn();
  if (!returning) return null;
  const view = checkout.data;
  if (checkout.isError)
    return <CheckoutReturnAlert testId={TEST_ID} color="red" text={checkout.error.message} onClose={dismiss} />;
  // A quote without a deposit only saved the card: nothing was charged, nothing comes back.
  const cardOnly = view?.deposit === 0;
  if (!view || view.outcome === 'pending')
    return (
      <CheckoutReturnAlert
        testId={TEST_ID}
        color={null}
        text={cardOnly ? DEPOSIT_MESSAGES.confirmingCard : DEPOSIT_MESSAGES.confirming}
        onClose={dismiss}
      />
    );
  const amount = formatDollars(view.deposit ?? 0);
  const company = view.company_name ?? '';
  const day = longDayLabel(view.move_day ?? '');
  if (view.outcome === 'booked')
    return (
      <CheckoutReturnAlert
        testId={TEST_ID}
        color="green"
        text={cardOnly ? DEPOSIT_MESSAGES.bookedWithCard(company, day) : DEPOSIT_MESSAGES.booked(company, day, amount)}
        onClose={dismiss}
      />
    );
  if (view.outcome === 'refunded') {
    const why = view.reason ? DEPOSIT_REFUND_TEXTS[view.reason] : '';
    return (
      <CheckoutReturnAlert
        testId={TEST_ID}
        color="yellow"
        text={cardOnly ? DEPOSIT_MESSAGES.notBookedNothingCharged(why) : DEPOSIT_MESSAGES.refunded(amount, why)}
        onClose={dismiss}
      />
    );
  }
  return <CheckoutReturnAlert testId={TEST_ID} color="blue" text={DEPOSIT_MESSAGES.replaced} onClose={dismiss} />;
}
