import { preparedByName } from '@schemas/company-quotes';
import { TRUCK_SIZE_LABELS, type EstimateInput } from '@schemas/estimates';
import { pricedEstimate } from '@schemas/estimate-totals';
import { addDays } from '@functions/platform/calendar-dates';
import { bookedTermsOf, bookQuote } from '@functions/core/data/quote/bookings';
import { MAX_CREWS_PER_DAY, STANDARD_WINDOW_LABELS } from '@schemas/bookings';
import { createMoveRequestForUser } from '@functions/core/data/move-request/move-request-writes';
import type { StoredLocation } from '@functions/core/data/move-request/move-requests';
import { createQuotes, findQuoteOf, quoteEntity } from '@functions/core/data/quote/quotes';
import { spendLeadToken } from '@functions/core/data/lead-tokens/lead-tokens';
import { findSubscription } from '@functions/core/data/payments/subscriptions';
import { recordCompanyResponse } from '@functions/core/data/company/moving-companies';
import { leadLabelOf, QUOTE_SPEND_REASON } from '@functions/lead-payments';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { inventorySummaryOf } from '@functions/move-requests';
import { quoteValuationOffer } from '@functions/quotes';
import { bookedValuationOf, defaultValuationChoice } from '@schemas/valuation';
import { acknowledgementsFor, MOVE_DOCUMENT_IDS } from '@schemas/move-documents';
import { moveRegimeOf } from '@schemas/move-regime';
import { createProfile, findUser, type UserItem } from '@functions/core/data/user/users';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { DEMO_COMPANY_ID, SEED_COMPANIES } from './companies';
import { demoQuoteId, type DemoMove, type DemoPlace } from './demo-moves';
import { isConditionalFailure } from './seed-context';
import { homeOf, seedInventoryOf } from './seed-inventories';

/** A demo customer's profile (no Cognito account: nobody signs in as them). True if created. */
export async function ensureCustomerProfile(
  move: Pick<DemoMove, 'customerId' | 'firstName' | 'lastName'>,
): Promise<boolean> {
  if (await findUser(move.customerId)) return false;
  const email = `${move.firstName}.${move.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  try {
    await createProfile({
      id: move.customerId,
      auth_id: move.customerId,
      firstName: move.firstName,
      lastName: move.lastName,
      email: `${email}@customers.example`,
      role: 'MOVER',
      new_message_notifications: true,
      status_change_notifications: true,
    });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Levels as stored: 0 is the ground (1st) floor, so a third-floor walk-up stores 2. */
const THIRD_FLOOR = 2;
const GROUND_FLOOR = 0;

/** A walk-up is on the third floor with stairs; any other home is on the ground floor, no stairs. */
export function location(place: DemoPlace, id: string, bedrooms: number, walkUp: boolean): StoredLocation {
  return {
    id,
    ...place,
    count_bedrooms: bedrooms,
    is_elevator_required: false,
    is_stairs_required: walkUp,
    unit_level_start: walkUp ? THIRD_FLOOR : GROUND_FLOOR,
    unit_level_count: 1,
  };
}

export interface SeedMoveInput {
  customerId: string;
  moveId: string;
  from: DemoPlace;
  to: DemoPlace;
  startInDays: number;
  spanDays: number;
  bedrooms?: number;
  packing?: boolean;
  special?: string;
}

/**
 * The customer's move request, in the create route's transaction (the profile gets its id),
 * unless the profile already has one (a rerun, or a request made in the app). True if created.
 */
export async function ensureMoveRequest(input: SeedMoveInput, today = todayInCarolinas()): Promise<boolean> {
  const profile = await findUser(input.customerId, { consistent: true });
  if (!profile || profile.move_request_id) return false;
  const start = addDays(today, input.startInDays);
  const bedrooms = input.bedrooms ?? 2;
  const outcome = await createMoveRequestForUser(input.customerId, input.moveId, {
    from_location: location(input.from, `${input.moveId}-from`, bedrooms, (input.special ?? '').includes('walk-up')),
    to_location: location(input.to, `${input.moveId}-to`, bedrooms, false),
    start_date: start,
    end_date: addDays(start, input.spanDays),
    special_considerations: input.special ?? '',
    is_packing_required: input.packing ?? false,
  });
  return outcome.ok;
}

export interface SeedQuote {
  moveId: string;
  customerId: string;
  companyId: string;
  status: 'QUOTE_REQUESTED' | 'QUOTED' | 'BOOKED';
  price?: number;
  topPrice?: number;
  /** A structured quote: its totals replace price and topPrice. */
  estimate?: EstimateInput;
  /** Who wrote the quote (the company's staff profile), for 'Prepared by'. */
  quotedBy?: Pick<UserItem, 'id' | 'firstName' | 'lastName'>;
  /** Sent under a plan the company no longer has (a monthly one): no lead token spent. */
  spendsNoToken?: boolean;
  /** The company quoted from lead search without being asked ('Reached out to you'). */
  reachedOut?: boolean;
  /** A booked quote's home of this many bedrooms: listed before the booking, whose terms keep it. */
  inventoryBedrooms?: number;
}

const DESCRIPTION = 'Two movers and a 26 ft truck, furniture padding and floor protection included.';
const CREW_WORDS = ['', 'One mover', 'Two movers', 'Three movers', 'Four movers', 'Five movers', 'Six movers'];

/** A quote's own words: a structured estimate's say its crew and truck, as its lines do. */
export function descriptionOf(estimate: Pick<EstimateInput, 'crew_size' | 'truck_size'> | undefined): string {
  if (!estimate) return DESCRIPTION;
  const crew = CREW_WORDS[estimate.crew_size] ?? `${estimate.crew_size} movers`;
  const truck = TRUCK_SIZE_LABELS[estimate.truck_size].toLowerCase();
  const vehicles = estimate.truck_size === 'TWO_TRUCKS' ? truck : `a ${truck}`;
  return `${crew} and ${vehicles}, furniture padding and floor protection included.`;
}

/** How long before its first day a past move's quote was asked for. */
const REQUESTED_DAYS_BEFORE_MOVE = 14;

/**
 * When the quote of a move that has already happened was asked for: two weeks before the move,
 * so a company's analytics show its history over the months, not one burst on the seed day.
 * Undefined (now) for moves still ahead.
 */
async function requestedBeforeMove(moveId: string): Promise<string | undefined> {
  const move = await findMoveRequest(moveId);
  if (!move) return undefined;
  const day = addDays(move.start_date, -REQUESTED_DAYS_BEFORE_MOVE);
  return day < todayInCarolinas() ? `${day}T15:00:00.000Z` : undefined;
}

/**
 * A quote as the routes would leave it: requested (the customer asked), then quoted with a
 * price, then booked through the booking transaction (the customer's booking lock). Written
 * only when the company has no quote on the move yet. True if created.
 */
export async function ensureQuote(quote: SeedQuote): Promise<boolean> {
  if (await findQuoteOf(quote.moveId, quote.companyId)) return false;
  const id = demoQuoteId(quote.moveId, quote.companyId);
  const requestedAt = await requestedBeforeMove(quote.moveId);
  const created = await createQuotes([
    {
      id,
      move_request_id: quote.moveId,
      moving_company_id: quote.companyId,
      customer_id: quote.customerId,
      ...(requestedAt ? { created_at: requestedAt } : {}),
    },
  ]);
  if (!created || quote.status === 'QUOTE_REQUESTED') return created;
  const priced = quote.estimate ? pricedEstimate(quote.estimate) : null;
  const topPrice = priced ? priced.top_price : quote.topPrice;
  await quoteEntity()
    .patch({ move_request_id: quote.moveId, moving_company_id: quote.companyId })
    .set({
      status: 'QUOTED',
      price: priced ? priced.price : quote.price,
      ...(topPrice ? { top_price: topPrice } : {}),
      ...(priced ? { estimate: priced.estimate } : {}),
      description: descriptionOf(quote.estimate),
      ...(quote.reachedOut ? { asked_by_customer: false } : {}),
      ...(quote.quotedBy
        ? { quoted_by_user_id: quote.quotedBy.id, quoted_by_name: preparedByName(quote.quotedBy) }
        : {}),
    })
    .go();
  if (!quote.spendsNoToken) await payForSeededQuote(quote);
  // As the quote route would: how long the company took to answer (its response time).
  await recordCompanyResponse(quote.companyId, id, seededResponseMinutes(quote.moveId));
  if (quote.status === 'BOOKED') {
    const listed = await findMoveRequest(quote.moveId, { consistent: true });
    if (listed && quote.inventoryBedrooms) await seedInventoryOf(listed, homeOf(quote.inventoryBedrooms));
    const stored = await findQuoteOf(quote.moveId, quote.companyId);
    const companyName = SEED_COMPANIES.find((c) => c.id === quote.companyId)?.name ?? '';
    const customer = await findUser(quote.customerId);
    const move = await findMoveRequest(quote.moveId, { consistent: true });
    if (stored && move) {
      const fullName = `${customer?.firstName} ${customer?.lastName}`;
      const offer = quoteValuationOffer(stored, move);
      const chosen = bookedValuationOf(offer, defaultValuationChoice(offer, fullName), fullName, new Date());
      // The customer read every document of the move's regime, as the booking dialog asks.
      const regime = moveRegimeOf(move.from_location, move.to_location);
      const read = acknowledgementsFor(regime, MOVE_DOCUMENT_IDS, new Date());
      const plan = {
        move_day: move.start_date,
        arrival_window: { code: 'MORNING' as const, label: STANDARD_WINDOW_LABELS.MORNING },
        terms: {
          ...bookedTermsOf(stored, inventorySummaryOf(move)),
          ...('valuation' in chosen ? { valuation: chosen.valuation } : {}),
          ...('acknowledgements' in read ? { acknowledgements: read.acknowledgements } : {}),
        },
        crews_per_day: MAX_CREWS_PER_DAY,
        inventory_version_read: move.inventory_version ?? null,
      };
      await bookQuote(stored, companyName, ['QUOTED'], plan, customer?.lastName);
    }
  }
  return true;
}

/** A plausible, repeatable answer time for a seeded quote: 45 minutes to 6 hours. */
function seededResponseMinutes(moveId: string): number {
  return 45 + (moveId.charCodeAt(moveId.length - 1) % 8) * 45;
}

/**
 * A pay-per-lead company's sent quote spent a token, as the quote route would: the balance,
 * the paid-lead record (so its first message on the lead is free) and the ledger's 'spent'
 * entry. Runs after seedPlans credited the demo company's tokens.
 */
async function payForSeededQuote(quote: SeedQuote): Promise<void> {
  const plan = await findSubscription(quote.companyId);
  if (plan?.plan_type !== 'pay_per_lead_subscription_start') return;
  const move = await findMoveRequest(quote.moveId);
  if (!move) return;
  await spendLeadToken({
    companyId: quote.companyId,
    moveRequestId: quote.moveId,
    leadLabel: await leadLabelOf(move),
    reason: QUOTE_SPEND_REASON,
  });
}

/** Seeds the demo customers, their moves and Tar Heel's quotes on some. Counts what this run wrote. */
export async function seedDemoMoves(moves: readonly DemoMove[], demoStaff: UserItem | null) {
  const results = await Promise.all(
    moves.map(async (move) => {
      const customer = Number(await ensureCustomerProfile(move));
      const created = Number(
        await ensureMoveRequest({ ...move, bedrooms: move.bedrooms, packing: move.packing, special: move.special }),
      );
      // A request the customer replaced in the app keeps its own quotes.
      const ownsMove = (await findUser(move.customerId, { consistent: true }))?.move_request_id === move.moveId;
      const quote =
        move.demoCompanyQuote && ownsMove
          ? Number(
              await ensureQuote({
                moveId: move.moveId,
                customerId: move.customerId,
                companyId: DEMO_COMPANY_ID,
                status: move.demoCompanyQuote.status,
                price: move.demoCompanyQuote.price,
                topPrice: move.demoCompanyQuote.topPrice,
                quotedBy: demoStaff ?? undefined,
                inventoryBedrooms: move.bedrooms ?? 2,
              }),
            )
          : 0;
      return { customer, created, quote };
    }),
  );
  return {
    customersCreated: results.reduce((n, r) => n + r.customer, 0),
    movesCreated: results.reduce((n, r) => n + r.created, 0),
    quotesCreated: results.reduce((n, r) => n + r.quote, 0),
  };
}
