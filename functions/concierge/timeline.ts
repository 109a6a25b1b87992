import { formatDollars } from '@schemas/money';
import type { ConciergeRecommendation, ConciergeTimelineEntry } from '@schemas/concierge-desk';
import type { QuoteItem } from '@functions/core/data/quote/quotes';

const latest = (times: Array<string | undefined>) => times.reduce<string>((a, b) => (b && b > a ? b : a), '');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '$2,400' or '$2,400 to $2,800'. */
export const priceText = (price: number, top: number | null) =>
  top === null ? formatDollars(price) : `${formatDollars(price)} to ${formatDollars(top)}`;

/**
 * What the concierge did for the customer, oldest first: the upgrade, the quote requests (the
 * customer's and the staff's alike), the quotes that came back, the recommendation and the
 * customer's decision, the booking.
 */
export function conciergeTimeline(
  upgradedAt: string | null,
  quotes: readonly QuoteItem[],
  recommendation: ConciergeRecommendation | null,
): ConciergeTimelineEntry[] {
  const entries: ConciergeTimelineEntry[] = [];
  if (upgradedAt) entries.push({ at: upgradedAt, text: 'You upgraded to Concierge' });
  if (quotes.length > 0) {
    entries.push({
      at: latest(quotes.map((q) => q.created_at)),
      text: `Requested ${plural(quotes.length, 'company', 'companies')}`,
    });
  }
  const quoted = quotes.filter((q) => q.price !== undefined && q.price !== null);
  if (quoted.length > 0) entries.push({ at: latest(quoted.map((q) => q.updated_at)), text: `${quoted.length} quoted` });
  if (recommendation) {
    const { company_name, price, top_price, reason } = recommendation;
    entries.push({
      at: recommendation.recommended_at,
      text: `Recommendation: ${company_name}, ${priceText(price, top_price)}, because ${reason}`,
    });
    if (recommendation.decided_at) {
      const verb = recommendation.status === 'APPROVED' ? 'approved' : 'declined';
      entries.push({ at: recommendation.decided_at, text: `You ${verb} the recommendation` });
    }
  }
  const booked = quotes.find((q) => q.status === 'BOOKED');
  if (booked) entries.push({ at: booked.updated_at ?? '', text: 'Your move is booked' });
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
