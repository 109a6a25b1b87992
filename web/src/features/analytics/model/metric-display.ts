import { priceAccuracyText } from '@schemas/booking-completion-view';
import type { PerformanceMetrics } from '@schemas/metrics';

/** Figures shown while loading failed (spec section 8: metrics reset to zero). */
export const ZERO_METRICS: PerformanceMetrics = {
  bookings: 0,
  revenuePipeline: 0,
  closingRatio: 0,
  totalPaidLeads: 0,
  dealsClosed: 0,
  priceAccuracy: { completed_moves: 0, matched_moves: 0, final_to_agreed: null },
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The cards: revenue pipeline in dollars, closing ratio in percent, deals closed, price accuracy (all time). */
export function metricCards(m: PerformanceMetrics) {
  return [
    {
      label: 'Revenue pipeline',
      value: `$${m.revenuePipeline.toLocaleString('en-US', { maximumFractionDigits: 0 })}`,
      detail: 'Quoted, invited-to-book and booked moves, at the quoted price',
    },
    {
      label: 'Closing ratio',
      value: `${m.closingRatio.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`,
      detail: `${m.dealsClosed.toLocaleString('en-US')} of ${plural(m.totalPaidLeads, 'paid lead', 'paid leads')} booked`,
    },
    {
      label: 'Deals closed',
      value: m.dealsClosed.toLocaleString('en-US'),
      detail: `Moves booked with you (${plural(m.bookings, 'booking', 'bookings')} received, cancelled ones included)`,
    },
    priceAccuracyCard(m.priceAccuracy),
  ];
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
