import { routes } from '@schemas/routes';
import { DEPOSIT_MESSAGES, type DepositCheckoutView } from '@schemas/deposits';
import { findCheckoutSession } from '@functions/core/data/payments/checkout-sessions';
import { depositPlanOf, findDepositCheckout } from '@functions/core/data/payments/deposit-checkouts';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';

/**
 * GET /api/deposit-checkout/{sessionId} — what became of the caller's deposit checkout, for the
 * return from Stripe to /quotes (the webhook may land after the browser): pending, booked, or
 * refunded with the reason. Reads: the session's record (P3), the customer's deposit checkout
 * (P4). A session that is not the
 * caller's deposit checkout is a 404.
 */
export const getDepositCheckout: PlainHandler<typeof routes.getDepositCheckout> = async ({ auth, params }) => {
  const session = await findCheckoutSession(params.sessionId);
  if (!session || session.purpose !== 'deposit' || session.customer_id !== auth.userId)
    throw notFound(DEPOSIT_MESSAGES.notFound);
  const record = await findDepositCheckout(auth.userId);
  if (!record || record.booking_id !== session.booking_id) return replacedCheckout(session.quote_id!);
  return {
    outcome: record.outcome ?? 'pending',
    quote_id: record.quote_id,
    company_name: record.company_name,
    deposit: record.deposit,
    move_day: depositPlanOf(record).move_day,
    reason: record.reason ?? null,
  } satisfies DepositCheckoutView;
};

/** A checkout the customer's newer choice replaced (book-paid-deposit.ts refunds it if it was paid). */
const replacedCheckout = (quoteId: string): DepositCheckoutView => ({
  outcome: 'replaced',
  quote_id: quoteId,
  company_name: null,
  deposit: null,
  move_day: null,
  reason: null,
});

export const handler = httpHandler(routes.getDepositCheckout, getDepositCheckout);
