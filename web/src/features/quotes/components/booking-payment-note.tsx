import { Alert, Text } from '@mantine/core';
import { DEPOSIT_CONSENT, DEPOSIT_MESSAGES } from '@schemas/deposits';
import { PROTECTED_PAYMENT } from '@schemas/payouts';
import { formatDollars } from '@schemas/money';

/**
 * How this booking is paid, before the customer confirms it (issue 39): with protected payment
 * the deposit is paid now by card through MoveMatch (or, without one, the card is only saved),
 * with the consent to keep the card; paid
 * directly, the customer pays the company and MoveMatch takes nothing.
 */
export function BookingPaymentNote({ deposit, mostBilled }: { deposit: number | null; mostBilled: number }) {
  if (deposit === null)
    return (
      <Text size="sm" data-testid="booking-payment" data-payment="direct">
        {DEPOSIT_MESSAGES.direct}
      </Text>
    );
  return (
    <Alert
      color="green"
      variant="light"
      title={PROTECTED_PAYMENT.badge}
      data-testid="booking-payment"
      data-payment="protected"
    >
      <Text size="sm">
        {deposit > 0
          ? DEPOSIT_MESSAGES.protectedWithDeposit(formatDollars(deposit))
          : DEPOSIT_MESSAGES.protectedCardOnly}
      </Text>
      {mostBilled > deposit && (
        <Text size="sm" mt="xs" data-testid="booking-hold">
          {DEPOSIT_MESSAGES.holdBeforeMove(formatDollars(mostBilled - deposit))}
        </Text>
      )}
      <Text size="sm" mt="xs" c="gray.8">
        {DEPOSIT_CONSENT}
      </Text>
    </Alert>
  );
}

/** The deposit booking this quote takes through MoveMatch (the server's depositTaken), or null when paid directly. */
export function depositThroughMoveMatch(quote: {
  estimate: { deposit: number } | null;
  moving_company: { protected_payment?: boolean } | null;
}): number | null {
  return quote.moving_company?.protected_payment === true ? (quote.estimate?.deposit ?? 0) : null;
}
