import { agreedTotal } from '@schemas/bookings';
import { CONFIRMATION_DAYS } from '@schemas/booking-completion';
import type { BookingPayment } from '@schemas/deposits';
import type { EstimateInput } from '@schemas/estimates';
import { depositCharged } from '@schemas/ledger-movements';
import { addDays } from '@functions/platform/calendar-dates';
import { config } from '@functions/platform/config';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { stripeClient } from '@functions/platform/stripe';
import { bookLedgerEntries } from '@functions/core/data/payments/money-ledger';
import {
  attachBookingPayment,
  bookedTermsOf,
  bookingPaymentOf,
  findBookedMove,
  type BookedMoveItem,
} from '@functions/core/data/quote/booked-moves';
import { completeBookedMove, finishBookedMove } from '@functions/core/data/quote/booked-move-completion';
import { captureAtCompletion, holdBalance } from '@functions/bookings';
import { depositPaymentParams, payMover, reconcileMoney } from '@functions/payments';
import { demoMoveId, demoQuoteId, type DemoPlace } from './demo-moves';
import { ensurePastMove, type PastMove } from './seed-past-moves';
import { PROTECTED_DEMO_COMPANY_ID } from './seed-payouts';

/*
 * Two of Queen City Relocation's past moves paid through MoveMatch, so the demo shows protected
 * payment's money at work: the admin's 'Money through MoveMatch' and each booking's ledger, Queen
 * City's transfers on /profile, the customers' booking pages. The money moves on the local Stripe
 * as it would have: the deposit paid on a Checkout (test card 4242, the card kept), the balance
 * held and captured at completion, and for the confirmed move the transfers less MoveMatch's fee.
 * Runs after seedPayouts (Queen City's Express account). Idempotent: a move that has its payment
 * record is left as it is.
 */

const CHARLOTTE: DemoPlace = { address: '2100 South Blvd', city: 'Charlotte', state: 'NC', zip: '28203' };
const ROCK_HILL: DemoPlace = { address: '130 E Main St', city: 'Rock Hill', state: 'SC', zip: '29730' };
const CONCORD: DemoPlace = { address: '35 Union St S', city: 'Concord', state: 'NC', zip: '28025' };

const binding = (basePrice: number, deposit: number): EstimateInput => ({
  type: 'BINDING',
  crew_size: 3,
  truck_size: 'TRUCK_26_FT',
  base_price: basePrice,
  travel_fee: 120,
  line_items: [{ kind: 'PACKING', amount: 250 }],
  full_value_protection_offered: false,
  deposit,
  free_cancellation_days: 7,
  valid_until: addDays(todayInCarolinas(), -40),
});

type Ending = 'paid_out' | 'held';
const PROTECTED_MOVES: ReadonlyArray<{ past: PastMove; ending: Ending }> = [
  {
    // Confirmed by the customer: Queen City was paid, less the fee.
    past: {
      n: 47,
      firstName: 'Noah',
      lastName: 'Whitaker',
      from: CHARLOTTE,
      to: ROCK_HILL,
      companyId: PROTECTED_DEMO_COMPANY_ID,
      daysAgo: 12,
      estimate: binding(1600, 300),
      outcome: { kind: 'awaiting' },
    },
    ending: 'paid_out',
  },
  {
    // Completed yesterday: captured, held by MoveMatch until the customer confirms.
    past: {
      n: 48,
      firstName: 'Grace',
      lastName: 'Okafor',
      from: CONCORD,
      to: CHARLOTTE,
      companyId: PROTECTED_DEMO_COMPANY_ID,
      daysAgo: 3,
      estimate: binding(1200, 250),
      outcome: { kind: 'awaiting' },
    },
    ending: 'held',
  },
];

/** Seeds the protected moves; counts those whose money was moved now (then reconciles, so the admin sees it checked). */
export async function seedProtectedPayments(): Promise<number> {
  let moved = 0;
  for (const { past, ending } of PROTECTED_MOVES) moved += Number(await ensureProtectedMove(past, ending));
  if (moved > 0) await reconcileMoney();
  return moved;
}

async function ensureProtectedMove(past: PastMove, ending: Ending): Promise<boolean> {
  await ensurePastMove(past);
  const quoteId = demoQuoteId(demoMoveId(past.n), past.companyId);
  const move = await findBookedMove(quoteId);
  if (!move || move.stage !== 'UPCOMING' || bookingPaymentOf(move)) return false;
  const payment = await payDeposit(move);
  if (!(await attachBookingPayment(quoteId, payment))) return false;
  await bookLedgerEntries([
    depositCharged(payment.booking_id, payment.payment_intent!, payment.deposit, payment.deposit_paid_at),
  ]);
  await holdBalance((await findBookedMove(quoteId))!, payment);
  const agreed = agreedTotal(bookedTermsOf(move));
  const completedAt = new Date(
    `${ending === 'held' ? addDays(todayInCarolinas(), -1) : addDays(move.move_day, 1)}T17:00:00.000Z`,
  );
  const answerBy = new Date(completedAt.getTime() + CONFIRMATION_DAYS * 86_400_000).toISOString();
  await completeBookedMove(quoteId, { final_price: agreed, adjustments: [] }, completedAt, answerBy);
  await captureAtCompletion((await findBookedMove(quoteId))!, agreed, completedAt);
  if (ending === 'paid_out') {
    const done = { quote_id: quoteId, moving_company_id: move.moving_company_id, final_price: agreed };
    await finishBookedMove(done, agreed, { by: 'customer' }, new Date(completedAt.getTime() + 86_400_000));
    await payMover(quoteId);
  }
  return true;
}

/** The deposit paid on a local Stripe Checkout, as the customer did at booking: the record the booking keeps. */
async function payDeposit(move: BookedMoveItem): Promise<BookingPayment> {
  const deposit = bookedTermsOf(move).estimate?.deposit ?? 0;
  const bookingId = `seed-${move.quote_id}`;
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions.create(
    {
      ...depositPaymentParams({
        bookingId,
        quoteId: move.quote_id,
        cents: deposit * 100,
        name: `Deposit: ${move.company_name}, move on ${move.move_day}`,
      }),
      metadata: { purpose: 'demo_seed', booking_id: bookingId, quote_id: move.quote_id },
    },
    { idempotencyKey: `seed-deposit-${bookingId}` },
  );
  const paid = await fetch(`${config.stripe.apiUrl}/_control/checkout/${session.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: '4242424242424242' }),
  });
  if (!paid.ok && paid.status !== 400)
    throw new Error(`The local Stripe did not take the seed's deposit: ${paid.status}`);
  const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
  const intent = await stripe.paymentIntents.retrieve(intentId);
  const method = await stripe.paymentMethods.retrieve(intent.payment_method as string);
  return {
    booking_id: bookingId,
    deposit,
    deposit_paid_at: new Date(intent.created * 1000).toISOString(),
    payment_intent: intent.id,
    stripe_customer: intent.customer as string,
    payment_method: method.id,
    card_last4: method.card?.last4 ?? null,
  };
}
