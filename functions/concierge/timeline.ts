import { formatCents, PRICES } from '@schemas/constants';
import { formatCalendarDay } from '@schemas/date-text';
import { formatDollarsRange } from '@schemas/money';
import type { ConciergeRecommendation, ConciergeTimelineEntry } from '@schemas/concierge-desk';
import type { ConciergeStepItem } from '@functions/core/data/concierge/concierge-desk';
import type { QuoteItem } from '@functions/core/data/quote/quotes';

const latest = (times: Array<string | undefined>) => times.reduce<string>((a, b) => (b && b > a ? b : a), '');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Requests sent within this long of the one before are one step ('Asked 3 companies for quotes'). */
const ONE_REQUEST_MS = 10 * 60 * 1000;
/** Statuses whose change time is the quote's own (a booking or a cancellation moves it later). */
const STILL_QUOTED = new Set(['QUOTED', 'INVITED_TO_BOOK', 'NOT_INTERESTED']);

export interface ConciergeHistory {
  upgradedAt: string | null;
  /** The move's quotes as the customer sees them. */
  quotes: readonly QuoteItem[];
  recommendation: ConciergeRecommendation | null;
  feePaidAt: string | null;
  /** The bookings made and cancelled on the case (record-concierge-step.ts). */
  steps: readonly ConciergeStepItem[];
}

/**
 * What the concierge did for the customer, in the order it happened: the upgrade, each round of
 * quote requests (the customer's and the staff's alike) with how many companies, the quotes
 * that came back, the recommendation and the customer's decision, the $99 paid, and every
 * booking and cancellation (a quote booked, cancelled and booked again shows all three).
 */
export function conciergeTimeline(history: ConciergeHistory): ConciergeTimelineEntry[] {
  const { upgradedAt, quotes, recommendation, feePaidAt, steps } = history;
  const entries: ConciergeTimelineEntry[] = [];
  if (upgradedAt) entries.push({ at: upgradedAt, text: 'You upgraded to Concierge' });
  for (const round of requestRounds(quotes)) {
    entries.push({ at: round.at, text: `Asked ${plural(round.count, 'company', 'companies')} for a quote` });
  }
  const quoted = quotes.filter((q) => q.price !== undefined && q.price !== null);
  if (quoted.length > 0) {
    const own = quoted.filter((q) => STILL_QUOTED.has(q.status));
    const at = own.length > 0 ? latest(own.map((q) => q.updated_at)) : latest(quoted.map((q) => q.created_at));
    entries.push({ at, text: `${plural(quoted.length, 'company', 'companies')} quoted` });
  }
  if (recommendation) {
    const { company_name, price, top_price, reason } = recommendation;
    entries.push({
      at: recommendation.recommended_at,
      text: `Recommendation: ${company_name}, ${formatDollarsRange(price, top_price)}, because ${reason}`,
    });
    if (recommendation.decided_at) {
      const verb = recommendation.status === 'APPROVED' ? 'approved' : 'declined';
      entries.push({ at: recommendation.decided_at, text: `You ${verb} the recommendation` });
    }
  }
  if (feePaidAt) {
    // Paid in the booking's own transaction: it reads just before the booking it paid for.
    const paidFor = steps.find(
      (s) => s.kind === 'booked' && Math.abs(Date.parse(s.at) - Date.parse(feePaidAt)) < 60_000,
    );
    const at = paidFor && paidFor.at < feePaidAt ? paidFor.at : feePaidAt;
    entries.push({ at, text: `You paid the ${formatCents(PRICES.conciergeCents)} Concierge fee` });
  }
  for (const step of steps) entries.push({ at: step.at, text: stepText(step) });
  const booked = quotes.find((q) => q.status === 'BOOKED');
  // Bookings made before the case recorded its steps.
  if (booked && !steps.some((s) => s.quote_id === booked.id && s.kind === 'booked'))
    entries.push({ at: booked.updated_at ?? '', text: 'Your move is booked' });
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

function stepText(step: ConciergeStepItem): string {
  const day = formatCalendarDay(step.move_day);
  if (step.kind === 'booked') return `Your move is booked with ${step.company_name} for ${day}`;
  return step.by === 'company'
    ? `${step.company_name} cancelled your booking for ${day}`
    : `You cancelled your booking with ${step.company_name} for ${day}`;
}

/** The quote requests grouped into rounds: each request within ONE_REQUEST_MS of the one before joins its round. */
function requestRounds(quotes: readonly QuoteItem[]): Array<{ at: string; count: number }> {
  const times = quotes
    .map((q) => q.created_at)
    .filter((at): at is string => Boolean(at))
    .sort();
  const rounds: Array<{ at: string; count: number; last: number }> = [];
  for (const at of times) {
    const ms = Date.parse(at);
    const round = rounds.at(-1);
    if (round && ms - round.last <= ONE_REQUEST_MS) {
      round.count += 1;
      round.last = ms;
    } else rounds.push({ at, count: 1, last: ms });
  }
  return rounds.map(({ at, count }) => ({ at, count }));
}
