import { responseTimeShort, responseTimeText } from '@schemas/trust-facts';
import { priceAccuracyText } from '@schemas/booking-completion-view';
import type { PerformanceMetrics } from '@schemas/metrics';
import { inventoryAccuracyText } from '@schemas/move-day-record';

/** Figures shown while loading failed (spec section 8: metrics reset to zero). */
export const ZERO_METRICS: PerformanceMetrics = {
  bookings: 0,
  revenuePipeline: 0,
  closingRatio: 0,
  totalPaidLeads: 0,
  dealsClosed: 0,
  priceAccuracy: { completed_moves: 0, matched_moves: 0, final_to_agreed: null },
  inventoryAccuracy: null,
  leadsSeen: 0,
  quotesSent: 0,
  completedMoves: 0,
  closeRate: 0,
  medianAnswerHours: null,
  leadCost: { plan: 'none', tokensSpent: 0, dollars: 0, perBooking: null },
  timeline: [],
  timelineUnit: 'month',
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const dollars = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const percent = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** The cost line: what the period's leads cost and how. */
function leadCostCard(cost: PerformanceMetrics['leadCost']) {
  const detail =
    cost.plan === 'pay_per_lead'
      ? `${plural(cost.tokensSpent, 'lead token', 'lead tokens')} spent (${dollars(cost.dollars)}) in this period`
      : cost.plan === 'flat_rate'
        ? `Your monthly plan: ${dollars(cost.dollars)} for this period`
        : 'No plan in this period';
  return { label: 'Cost per booking', value: cost.perBooking === null ? '–' : dollars(cost.perBooking), detail };
}

/**
 * The cards, each a plain figure with a plain label: leads, quotes sent, deals closed, completed
 * moves, closing ratio, answer time, cost per booking, revenue pipeline, price accuracy (all time).
 */
export function metricCards(m: PerformanceMetrics) {
  const cancelled = m.bookings - m.dealsClosed;
  return [
    {
      label: 'Leads',
      value: m.leadsSeen.toLocaleString('en-US'),
      detail: 'Customers who asked you for a quote, and leads you quoted',
    },
    {
      label: 'Quotes sent',
      value: m.quotesSent.toLocaleString('en-US'),
      detail: m.quotesSent === 0 ? 'No quotes with a price yet' : `${percent(m.closeRate)} of them booked`,
    },
    {
      label: 'Deals closed',
      value: m.dealsClosed.toLocaleString('en-US'),
      detail:
        cancelled > 0
          ? `Moves booked with you; ${plural(cancelled, 'more booking was', 'more bookings were')} cancelled`
          : 'Moves booked with you',
    },
    {
      label: 'Completed moves',
      value: m.completedMoves.toLocaleString('en-US'),
      detail: 'Booked moves that are done',
    },
    {
      label: 'Closing ratio',
      value: percent(m.closingRatio),
      detail: `${m.dealsClosed.toLocaleString('en-US')} of ${plural(m.totalPaidLeads, 'paid lead', 'paid leads')} booked`,
    },
    {
      label: 'Median answer time',
      value: responseTimeShort(m.medianAnswerHours) ?? '–',
      detail:
        m.medianAnswerHours === null
          ? 'Shown once you have answered 3 quote requests'
          : `Customers read “${responseTimeText(m.medianAnswerHours)}” on your match card: the median from a request to your first quote, rounded up`,
    },
    leadCostCard(m.leadCost),
    {
      label: 'Revenue pipeline',
      value: dollars(m.revenuePipeline),
      detail: 'Quoted, invited-to-book and booked moves, at the quoted price',
    },
    priceAccuracyCard(m.priceAccuracy),
    inventoryAccuracyCard(m.inventoryAccuracy),
  ];
}

/** Booked volume against the goods found at loading, over the signed move-day records, all time. */
function inventoryAccuracyCard(accuracy: PerformanceMetrics['inventoryAccuracy']) {
  return {
    label: 'Inventory accuracy',
    value: accuracy ? `${accuracy.within_tolerance} of ${accuracy.moves}` : '–',
    detail: accuracy
      ? `${inventoryAccuracyText(accuracy)} (all time)`
      : 'Shown once your crew has a move-day record signed at loading for a move with an inventory.',
  };
}

/** How often the final price matched the quote, all time (customers see it from 3 completed moves on). */
function priceAccuracyCard(accuracy: PerformanceMetrics['priceAccuracy']) {
  const { completed_moves: completed, matched_moves: matched } = accuracy;
  return {
    label: 'Price accuracy',
    value: completed === 0 ? '–' : `${matched} of ${completed}`,
    detail:
      completed === 0
        ? 'No completed moves yet. Final prices that match your quotes show on your company page from 3 moves on.'
        : `${priceAccuracyText(accuracy)} (all time)`,
  };
}

/** The chart's axis: 'Nov 27' for a day or a week (its Monday), 'Nov 2026' for a month. */
export function periodLabel(periodStart: string, unit: PerformanceMetrics['timelineUnit']): string {
  const date = new Date(`${periodStart}T12:00:00Z`);
  return unit === 'month'
    ? date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
