import {
  ESTIMATE_TYPE_EXPLANATIONS,
  ESTIMATE_TYPE_LABELS,
  LINE_ITEM_LABELS,
  TRUCK_SIZE_LABELS,
  type EstimateView,
  type LineItem,
} from './estimates';
import { formatDollars } from './money';
import { formatCalendarDay } from './date-text';
import { bookedValuationText, type BookedValuation } from './valuation';

/*
 * The terms of a quote as lines a person reads: the compare grid, the quote modal, the
 * booking page and the booking e-mails all show the same lines in the same order, so every
 * quote lines up row by row and a price-only quote says so instead of leaving gaps.
 */

export interface TermLine {
  label: string;
  value: string;
  /** A second, plainer line (what the type means, what is included). */
  detail?: string;
}

export const TERM_LABELS = [
  'Estimate type',
  'Crew and truck',
  'Moving charge',
  'Travel fee',
  'Extra charges',
  'Valuation',
  'Deposit',
  'Cancellation',
  'Valid until',
  'If it runs 2 hours over',
  'Most you can be billed',
] as const;

const NOT_GIVEN = '—';
const PRICE_ONLY = 'Price only';

/** 'Packing: $400', 'Bulky items (Piano): $250', 'Mattress bags: $20' (an Other charge by its own label). */
function lineItemText(item: LineItem): string {
  if (item.kind === 'OTHER') return `${item.label}: ${formatDollars(item.amount)}`;
  const name = item.kind === 'BULKY_ITEMS' ? 'Bulky items' : LINE_ITEM_LABELS[item.kind];
  return `${name}${item.label ? ` (${item.label})` : ''}: ${formatDollars(item.amount)}`;
}

/** '914.6 cu ft × $5.50 per cu ft', '6,417 lb × $80.00 per 100 lb': how a charge by volume or weight was made. */
export function inventoryPricingText(estimate: Pick<EstimateView, 'pricing_basis' | 'unit_rate' | 'priced_quantity'>) {
  if ((estimate.pricing_basis ?? 'FLAT') === 'FLAT' || estimate.priced_quantity == null) return null;
  const quantity = estimate.priced_quantity.toLocaleString('en-US');
  const rate = formatDollars(estimate.unit_rate ?? 0);
  return estimate.pricing_basis === 'PER_100_LB'
    ? `${quantity} lb of the inventory × ${rate} per 100 lb`
    : `${quantity} cu ft of the inventory × ${rate} per cu ft`;
}

function movingCharge(estimate: EstimateView): string {
  if (estimate.type !== 'NON_BINDING_HOURLY') {
    const byInventory = inventoryPricingText(estimate);
    return `${formatDollars(estimate.base_price ?? 0)}${byInventory ? ` (${byInventory})` : ''}`;
  }
  const hours =
    estimate.estimated_hours_high != null && estimate.estimated_hours_high !== estimate.estimated_hours
      ? `${estimate.estimated_hours} to ${estimate.estimated_hours_high} hours`
      : `${estimate.estimated_hours} hours`;
  return `${formatDollars(estimate.hourly_rate ?? 0)} per mover per hour, about ${hours}`;
}

function cancellation(days: number): string {
  if (days === 0) return 'Free until the move day';
  return `Free until ${days} day${days === 1 ? '' : 's'} before the move`;
}

/** The valuation line: what a quote offers, or what a booking chose (with what it adds to the bill). */
function valuationLine(estimate: EstimateView, booked: BookedValuation | undefined): TermLine {
  if (booked) {
    const signed = booked.release ? `Release signed by ${booked.release.typed_name}` : undefined;
    return { label: 'Valuation', value: bookedValuationText(booked), ...(signed ? { detail: signed } : {}) };
  }
  return {
    label: 'Valuation',
    value: 'Released value included (60 cents per pound per article)',
    detail: estimate.full_value_protection_offered
      ? `Full value protection offered: ${formatDollars(estimate.full_value_protection_price ?? 0)}`
      : 'No separate price for full value protection',
  };
}

/** How a quote's deposit is paid: by card through MoveMatch (protected payment) or to the company. */
export type DepositPath = 'protected' | 'direct';

const DEPOSIT_DETAIL: Record<DepositPath, string> = {
  protected: 'Paid by card through MoveMatch when you book',
  direct: 'Paid to the company, not through MoveMatch',
};

/**
 * The lines of one quote's terms, in TERM_LABELS order. A booking's terms pass the valuation
 * its customer chose, which the valuation line names and the most billed includes, and every
 * caller says how the deposit is paid (the company's protected payment), or null where the
 * reader cannot know it (a company's own lead: the deposit line then says nothing of it).
 */
export function estimateTermLines(
  estimate: EstimateView | null,
  booked?: BookedValuation,
  depositPath: DepositPath | null = 'direct',
): TermLine[] {
  if (!estimate) {
    return TERM_LABELS.map((label) =>
      label === 'Estimate type'
        ? { label, value: PRICE_ONLY, detail: 'The company gave a price without a breakdown.' }
        : { label, value: NOT_GIVEN },
    );
  }
  const hourly = estimate.type === 'NON_BINDING_HOURLY';
  const crew = `${estimate.crew_size} mover${estimate.crew_size === 1 ? '' : 's'}, ${TRUCK_SIZE_LABELS[estimate.truck_size].toLowerCase()}`;
  return [
    {
      label: 'Estimate type',
      value: ESTIMATE_TYPE_LABELS[estimate.type],
      detail: ESTIMATE_TYPE_EXPLANATIONS[estimate.type],
    },
    { label: 'Crew and truck', value: crew },
    { label: 'Moving charge', value: movingCharge(estimate) },
    { label: 'Travel fee', value: estimate.travel_fee > 0 ? formatDollars(estimate.travel_fee) : 'None' },
    {
      label: 'Extra charges',
      value: estimate.line_items.length ? estimate.line_items.map(lineItemText).join('; ') : 'None',
    },
    valuationLine(estimate, booked),
    {
      label: 'Deposit',
      value: estimate.deposit > 0 ? formatDollars(estimate.deposit) : 'None',
      ...(estimate.deposit > 0 && depositPath ? { detail: DEPOSIT_DETAIL[depositPath] } : {}),
    },
    { label: 'Cancellation', value: cancellation(estimate.free_cancellation_days) },
    { label: 'Valid until', value: formatCalendarDay(estimate.valid_until) },
    {
      label: 'If it runs 2 hours over',
      value: hourly ? `+${formatDollars(estimate.two_hours_over ?? 0)}` : 'No change: the price is fixed',
    },
    { label: 'Most you can be billed', value: formatDollars(estimate.worst_case + (booked?.price ?? 0)) },
  ];
}
