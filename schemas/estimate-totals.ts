import {
  ESTIMATE_MESSAGES,
  EstimateSchema,
  MAX_ESTIMATE_AMOUNT,
  NON_BINDING_CAP,
  type Estimate,
  type EstimateInput,
  type EstimateView,
} from './estimates';
import { formatDollars } from './money';

/*
 * What an estimate adds up to. The server stores these as the quote's price and top_price, so
 * every screen and the spec's API keep showing a price (or a range, for hourly estimates with a
 * high estimate of hours) and a client cannot send a total that disagrees with its parts.
 */

/** Dollars to the cent, so sums of fractional amounts do not drift (0.1 + 0.2). */
export const toCents = (dollars: number) => Math.round(dollars * 100) / 100;

const sum = (amounts: number[]) => toCents(amounts.reduce((total, amount) => total + amount, 0));

/** The fixed charges on top of the moving charge: travel and every line item. */
export const extrasTotal = (estimate: Estimate) =>
  sum([estimate.travel_fee, ...estimate.line_items.map((item) => item.amount)]);

/** Crew x hours x rate: the labour of an hourly estimate for a number of hours. */
export const labourFor = (estimate: Estimate, hours: number) =>
  toCents(estimate.crew_size * hours * (estimate.hourly_rate ?? 0));

export interface EstimateTotals {
  /** The quote's price: the total, or the low end for an hourly estimate. */
  price: number;
  /** The high end of an hourly estimate with a high estimate of hours; otherwise null. */
  top_price: number | null;
  /** The most the customer can be billed at delivery: the total, or 110 % of the high end. */
  worst_case: number;
  /** Hourly only: what two more hours than estimated would add. */
  two_hours_over: number | null;
}

export function estimateTotals(estimate: Estimate): EstimateTotals {
  const extras = extrasTotal(estimate);
  if (estimate.type !== 'NON_BINDING_HOURLY') {
    const total = sum([estimate.base_price ?? 0, extras]);
    return { price: total, top_price: null, worst_case: total, two_hours_over: null };
  }
  const low = sum([labourFor(estimate, estimate.estimated_hours ?? 0), extras]);
  const highHours = estimate.estimated_hours_high;
  const high =
    highHours != null && highHours > (estimate.estimated_hours ?? 0)
      ? sum([labourFor(estimate, highHours), extras])
      : null;
  return {
    price: low,
    top_price: high,
    worst_case: maxFinalPrice(estimate.type, high ?? low),
    two_hours_over: labourFor(estimate, 2),
  };
}

/** The highest final price a completion may state for an agreed total (the estimate types' rules). */
export function maxFinalPrice(type: Estimate['type'], agreedTotal: number): number {
  return type === 'NON_BINDING_HOURLY' ? toCents(agreedTotal * NON_BINDING_CAP) : agreedTotal;
}

/** Keeps only the fields the estimate's type uses, so a stored estimate never carries stray numbers. */
export function normalizeEstimate(estimate: Estimate): Estimate {
  const hourly = estimate.type === 'NON_BINDING_HOURLY';
  const byInventory = !hourly && estimate.pricing_basis !== 'FLAT';
  return {
    ...estimate,
    base_price: hourly ? null : (estimate.base_price ?? null),
    pricing_basis: hourly ? 'FLAT' : estimate.pricing_basis,
    unit_rate: byInventory ? (estimate.unit_rate ?? null) : null,
    priced_quantity: byInventory ? (estimate.priced_quantity ?? null) : null,
    hourly_rate: hourly ? (estimate.hourly_rate ?? null) : null,
    estimated_hours: hourly ? (estimate.estimated_hours ?? null) : null,
    estimated_hours_high: hourly ? (estimate.estimated_hours_high ?? null) : null,
    full_value_protection_price: estimate.full_value_protection_offered
      ? (estimate.full_value_protection_price ?? null)
      : null,
    line_items: estimate.line_items.map((item) => ({ ...item, label: item.label || null })),
  };
}

/** What an estimate priced by volume or weight multiplies its rate by: the inventory's cubic feet or pounds. */
export interface InventoryQuantities {
  cubic_feet: number;
  weight_lb: number;
}

/** The units a rate applies to: cubic feet, or hundreds of pounds. */
export const pricedUnits = (basis: Estimate['pricing_basis'], quantity: number) =>
  basis === 'PER_100_LB' ? quantity / 100 : quantity;

/**
 * A normalised estimate with its moving charge priced from the inventory when it is priced by
 * volume or weight: the quantity it priced and rate x units as base_price, to the cent. Null when
 * it prices by inventory and there is none. A flat or hourly estimate is answered as it is.
 */
export function priceByInventory(estimate: Estimate, inventory: InventoryQuantities | null): Estimate | null {
  // An estimate stored before pricing bases existed has none: flat.
  if (estimate.type === 'NON_BINDING_HOURLY' || (estimate.pricing_basis ?? 'FLAT') === 'FLAT') return estimate;
  if (!inventory) return null;
  const quantity = estimate.pricing_basis === 'PER_100_LB' ? inventory.weight_lb : inventory.cubic_feet;
  const charge = toCents((estimate.unit_rate ?? 0) * pricedUnits(estimate.pricing_basis, quantity));
  return { ...estimate, priced_quantity: quantity, base_price: charge };
}

/**
 * Why a moving charge priced from the inventory cannot stand (a rate times a large inventory
 * past the most an amount may be), or null. The rate itself passed the schema's limits.
 */
export function pricedChargeProblem(estimate: Estimate): string | null {
  const charge = estimate.base_price ?? 0;
  if ((estimate.pricing_basis ?? 'FLAT') === 'FLAT' || charge <= MAX_ESTIMATE_AMOUNT) return null;
  return ESTIMATE_MESSAGES.pricedChargeTooHigh(formatDollars(charge));
}

/** A stored estimate as screens show it: its parts and what it adds up to in the worst case. */
export function toEstimateView(estimate: Estimate): EstimateView {
  const { worst_case, two_hours_over } = estimateTotals(estimate);
  return { ...estimate, worst_case, two_hours_over };
}

export const estimateViewOrNull = (estimate: Estimate | null): EstimateView | null =>
  estimate ? toEstimateView(estimate) : null;

/** An estimate as a company fills it in, parsed and normalised, with the price fields it adds up to. */
export function pricedEstimate(input: EstimateInput): { estimate: Estimate; price: number; top_price: number | null } {
  const estimate = normalizeEstimate(EstimateSchema.parse(input));
  const { price, top_price } = estimateTotals(estimate);
  return { estimate, price, top_price };
}
