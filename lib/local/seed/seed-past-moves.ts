import { ulid } from 'ulid';
import type { Adjustment } from '@schemas/booking-completion-view';
import { CONFIRMATION_DAYS } from '@schemas/booking-completion';
import { agreedTotal, STANDARD_WINDOW_LABELS } from '@schemas/bookings';
import type { EstimateInput } from '@schemas/estimates';
import { addDays } from '@functions/platform/calendar-dates';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { bookedTermsOf, findBookedMove } from '@functions/core/data/quote/booked-moves';
import {
  completeBookedMove,
  disputeBookedMove,
  finishBookedMove,
  stateDisputeSide,
} from '@functions/core/data/quote/booked-move-completion';
import { pendingProposalOf, storeChangeProposal } from '@functions/core/data/quote/booked-move-changes';
import { DEMO_COMPANY_ID } from './companies';
import { demoCustomerId, demoMoveId, demoQuoteId, type DemoPlace } from './demo-moves';
import { ensureCustomerProfile, ensureMoveRequest, ensureQuote } from './seed-moves';

/*
 * Moves whose day has passed, written through the data layer as the routes would have left them,
 * so a newcomer sees every stage after a booking: completed at the agreed price, lower, within a
 * non-binding estimate's 110 %, waiting for the customer's answer, disputed, and awaiting
 * completion. Tar Heel's three completed moves give it a price accuracy on its cards. Idempotent:
 * each step runs only while its booked move is still in the stage before it.
 */

export type Outcome =
  | { kind: 'confirmed'; finalPrice?: number; adjustments?: Adjustment[]; by: 'customer' | 'auto' }
  | { kind: 'pending' }
  | { kind: 'disputed'; reason: string; fairPrice: number; companySide: string }
  | { kind: 'awaiting' };

export interface PastMove {
  /** The demo customer's number (demoCustomerId, demoMoveId): one move request per customer. */
  n: number;
  firstName: string;
  lastName: string;
  from: DemoPlace;
  to: DemoPlace;
  companyId: string;
  daysAgo: number;
  price?: number;
  estimate?: EstimateInput;
  outcome: Outcome;
  /** Quoted months ago, while the company was on a monthly plan: the quote spent no lead token. */
  quotedOnEarlierPlan?: boolean;
}

const RALEIGH: DemoPlace = { address: '27 Oberlin Rd', city: 'Raleigh', state: 'NC', zip: '27605' };
const DURHAM: DemoPlace = { address: '410 Duke St', city: 'Durham', state: 'NC', zip: '27701' };
const CHARLOTTE: DemoPlace = { address: '1600 Camden Rd', city: 'Charlotte', state: 'NC', zip: '28203' };
const GREENSBORO: DemoPlace = { address: '220 Tate St', city: 'Greensboro', state: 'NC', zip: '27403' };
const COLUMBIA: DemoPlace = { address: '1200 Gervais St', city: 'Columbia', state: 'SC', zip: '29201' };
const QUEEN_CITY = '01JDSEEDC00000000000000003';
const GATE_CITY = '01JDSEEDC00000000000000004';

const binding = (basePrice: number): EstimateInput => ({
  type: 'BINDING',
  crew_size: 3,
  truck_size: 'TRUCK_26_FT',
  base_price: basePrice,
  travel_fee: 100,
  line_items: [{ kind: 'PACKING', amount: 300 }],
  full_value_protection_offered: false,
  deposit: 200,
  free_cancellation_days: 7,
  valid_until: addDays(todayInCarolinas(), -50),
});

const hourly: EstimateInput = {
  type: 'NON_BINDING_HOURLY',
  crew_size: 2,
  truck_size: 'TRUCK_16_FT',
  hourly_rate: 65,
  estimated_hours: 5,
  estimated_hours_high: 7,
  travel_fee: 100,
  line_items: [],
  full_value_protection_offered: false,
  deposit: 0,
  free_cancellation_days: 2,
  valid_until: addDays(todayInCarolinas(), -25),
};

export const PAST_MOVES: readonly PastMove[] = [
  {
    n: 41,
    firstName: 'Harper',
    lastName: 'Lane',
    from: RALEIGH,
    to: DURHAM,
    companyId: DEMO_COMPANY_ID,
    daysAgo: 45,
    estimate: binding(1500),
    outcome: { kind: 'confirmed', by: 'customer' },
  },
  {
    n: 42,
    firstName: 'Isaac',
    lastName: 'Moreno',
    from: DURHAM,
    to: RALEIGH,
    companyId: DEMO_COMPANY_ID,
    daysAgo: 30,
    price: 1600,
    outcome: {
      kind: 'confirmed',
      by: 'auto',
      finalPrice: 1480,
      adjustments: [
        { line: 'Other', amount: -120, reason: 'Finished an hour early: the customer had everything boxed' },
      ],
    },
  },
  {
    n: 43,
    firstName: 'Jada',
    lastName: 'Rhodes',
    from: RALEIGH,
    to: GREENSBORO,
    companyId: DEMO_COMPANY_ID,
    daysAgo: 20,
    estimate: hourly,
    outcome: {
      kind: 'confirmed',
      by: 'customer',
      finalPrice: 1060,
      adjustments: [
        { line: 'Moving charge', amount: 50, reason: 'Long carry from the loading dock at the new building' },
      ],
    },
  },
  {
    n: 44,
    firstName: 'Kai',
    lastName: 'Bishop',
    from: CHARLOTTE,
    to: GREENSBORO,
    companyId: QUEEN_CITY,
    daysAgo: 4,
    price: 2000,
    outcome: { kind: 'pending' },
  },
  {
    n: 45,
    firstName: 'Lena',
    lastName: 'Ortiz',
    from: GREENSBORO,
    to: CHARLOTTE,
    companyId: GATE_CITY,
    daysAgo: 5,
    price: 1850,
    outcome: {
      kind: 'disputed',
      reason: 'Two dining chairs arrived scratched and the crew came three hours late.',
      fairPrice: 1650,
      companySide:
        'The chairs were blanket-wrapped and the customer signed the delivery record without noting damage. We arrived late because the elevator at the pickup was out of service until 11.',
    },
  },
  {
    n: 46,
    firstName: 'Miles',
    lastName: 'Carter',
    from: COLUMBIA,
    to: CHARLOTTE,
    companyId: DEMO_COMPANY_ID,
    daysAgo: 2,
    price: 1350,
    outcome: { kind: 'awaiting' },
  },
];

const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);

/** Seeds the past moves and their stages; counts the moves created. */
export async function seedPastMoves(): Promise<number> {
  let created = 0;
  for (const past of PAST_MOVES) created += Number(await ensurePastMove(past));
  return created;
}

/**
 * One past move: the customer, their move request on the past day, the company's booked quote,
 * and the booked move taken to the stage the demo shows. True if the move request was created.
 */
export async function ensurePastMove(past: PastMove): Promise<boolean> {
  const customerId = demoCustomerId(past.n);
  const moveId = demoMoveId(past.n);
  await ensureCustomerProfile({ customerId, firstName: past.firstName, lastName: past.lastName });
  const created = await ensureMoveRequest({
    customerId,
    moveId,
    from: past.from,
    to: past.to,
    startInDays: -past.daysAgo,
    spanDays: 0,
  });
  await ensureQuote({
    moveId,
    customerId,
    companyId: past.companyId,
    status: 'BOOKED',
    ...(past.estimate ? { estimate: past.estimate } : { price: past.price }),
    ...(past.quotedOnEarlierPlan ? { spendsNoToken: true } : {}),
  });
  await settle(past, demoQuoteId(moveId, past.companyId));
  return created;
}

/** Takes the booked move from UPCOMING to the stage the demo shows. */
async function settle(past: PastMove, quoteId: string): Promise<void> {
  const move = await findBookedMove(quoteId);
  if (!move || move.stage !== 'UPCOMING' || past.outcome.kind === 'awaiting') return;
  const agreed = agreedTotal(bookedTermsOf(move));
  const outcome = past.outcome;
  const finalPrice = outcome.kind === 'confirmed' ? (outcome.finalPrice ?? agreed) : agreed;
  const adjustments = outcome.kind === 'confirmed' ? (outcome.adjustments ?? []) : [];
  // The company completed the day after the move (pending: yesterday, so the customer still has days to answer).
  const completedDay =
    outcome.kind === 'pending' || outcome.kind === 'disputed'
      ? addDays(todayInCarolinas(), -1)
      : addDays(move.move_day, 1);
  const completedAt = noonOf(completedDay);
  const answerBy = new Date(completedAt.getTime() + CONFIRMATION_DAYS * 86_400_000);
  await completeBookedMove(quoteId, { final_price: finalPrice, adjustments }, completedAt, answerBy.toISOString());
  const done = { quote_id: quoteId, moving_company_id: move.moving_company_id, final_price: finalPrice };
  if (outcome.kind === 'confirmed') {
    const at = outcome.by === 'auto' ? answerBy : new Date(completedAt.getTime() + 86_400_000);
    await finishBookedMove(done, agreed, { by: outcome.by }, at);
  }
  if (outcome.kind === 'disputed') {
    // The customer names a fair price; the company answers the next hour: the admin's queue shows both sides.
    const disputedAt = new Date(completedAt.getTime() + 3_600_000);
    await disputeBookedMove(
      quoteId,
      { reason: outcome.reason, photo_ids: [], fair_price: outcome.fairPrice },
      disputedAt,
    );
    await stateDisputeSide(quoteId, outcome.companySide, new Date(disputedAt.getTime() + 3_600_000));
  }
}

/**
 * Tar Heel proposes to move its upcoming booking (demo move 11) to the afternoon: a change
 * waiting for the customer's answer on the booking page. Only while none is pending or decided.
 */
export async function seedPendingChange(): Promise<boolean> {
  const quoteId = demoQuoteId(demoMoveId(11), DEMO_COMPANY_ID);
  const move = await findBookedMove(quoteId);
  if (
    !move ||
    move.stage !== 'UPCOMING' ||
    pendingProposalOf(move) ||
    (move.change_history as unknown[] | undefined)?.length
  )
    return false;
  const terms = bookedTermsOf(move);
  const before = {
    move_day: move.move_day,
    arrival_window: move.arrival_window as { code: 'MORNING'; label: string },
    terms,
  };
  return storeChangeProposal(quoteId, {
    id: ulid(),
    proposed_at: new Date().toISOString(),
    proposed_by: 'Tar Heel Moving Co.',
    reason: 'Our morning crew is on a long-distance job that day; the afternoon crew can take your move.',
    before,
    after: { ...before, arrival_window: { code: 'AFTERNOON', label: STANDARD_WINDOW_LABELS.AFTERNOON } },
    terms_changed: false,
    quote_estimate: null,
  });
}
