import type { CompanyQuote } from '@schemas/company-quotes';
import {
  EstimateSchema,
  type EstimateInput,
  type EstimateType,
  type LineItemKind,
  type PricingBasis,
} from '@schemas/estimates';
import {
  estimateTotals,
  normalizeEstimate,
  priceByInventory,
  type EstimateTotals,
  type InventoryQuantities,
} from '@schemas/estimate-totals';

/* The structured quote's fields as the form holds them (NumberInput gives '' when empty) and back. */

type NumberField = number | string;

export interface LineItemValues {
  kind: LineItemKind;
  label: string;
  amount: NumberField;
}

export interface EstimateFormValues {
  type: EstimateType;
  crew_size: NumberField;
  truck_size: string;
  base_price: NumberField;
  pricing_basis: PricingBasis;
  unit_rate: NumberField;
  hourly_rate: NumberField;
  estimated_hours: NumberField;
  estimated_hours_high: NumberField;
  travel_fee: NumberField;
  line_items: LineItemValues[];
  full_value_protection_offered: boolean;
  full_value_protection_price: NumberField;
  deposit: NumberField;
  free_cancellation_days: NumberField;
  valid_until: string;
}

const numberOr = <T>(value: NumberField, empty: T): number | T =>
  value === '' || value === null || value === undefined ? empty : Number(value);

/** The contract's input: empty optional amounts are 0, empty required ones missing (the contract names them). */
export function toEstimateInput(values: EstimateFormValues): Record<string, unknown> {
  return {
    type: values.type,
    crew_size: numberOr(values.crew_size, undefined),
    truck_size: values.truck_size || undefined,
    // Priced by volume or weight, the server works out the moving charge from the inventory.
    base_price: values.pricing_basis === 'FLAT' ? numberOr(values.base_price, null) : null,
    pricing_basis: values.pricing_basis,
    unit_rate: values.pricing_basis === 'FLAT' ? null : numberOr(values.unit_rate, null),
    hourly_rate: numberOr(values.hourly_rate, null),
    estimated_hours: numberOr(values.estimated_hours, null),
    estimated_hours_high: numberOr(values.estimated_hours_high, null),
    travel_fee: numberOr(values.travel_fee, 0),
    line_items: values.line_items.map((item) => ({
      kind: item.kind,
      label: item.label.trim() || null,
      amount: numberOr(item.amount, undefined),
    })),
    full_value_protection_offered: values.full_value_protection_offered,
    full_value_protection_price: values.full_value_protection_offered
      ? numberOr(values.full_value_protection_price, null)
      : null,
    deposit: numberOr(values.deposit, 0),
    free_cancellation_days: numberOr(values.free_cancellation_days, undefined),
    valid_until: values.valid_until || undefined,
  } satisfies Partial<Record<keyof EstimateInput, unknown>>;
}

const blank = (value: number | null | undefined): NumberField => value ?? '';

/** A stored estimate, or a fresh one valid for `validDays` from `today` with a crew of 2 and a 16 ft truck. */
export function toEstimateFormValues(
  estimate: CompanyQuote['estimate'],
  defaults: { validUntil: string },
): EstimateFormValues {
  if (!estimate) {
    return {
      type: 'BINDING',
      crew_size: 2,
      truck_size: 'TRUCK_16_FT',
      base_price: '',
      pricing_basis: 'FLAT',
      unit_rate: '',
      hourly_rate: '',
      estimated_hours: '',
      estimated_hours_high: '',
      travel_fee: '',
      line_items: [],
      full_value_protection_offered: false,
      full_value_protection_price: '',
      deposit: '',
      free_cancellation_days: 2,
      valid_until: defaults.validUntil,
    };
  }
  return {
    type: estimate.type,
    crew_size: estimate.crew_size,
    truck_size: estimate.truck_size,
    base_price: blank(estimate.base_price),
    pricing_basis: estimate.pricing_basis ?? 'FLAT',
    unit_rate: blank(estimate.unit_rate),
    hourly_rate: blank(estimate.hourly_rate),
    estimated_hours: blank(estimate.estimated_hours),
    estimated_hours_high: blank(estimate.estimated_hours_high),
    travel_fee: estimate.travel_fee || '',
    line_items: estimate.line_items.map((item) => ({ kind: item.kind, label: item.label ?? '', amount: item.amount })),
    full_value_protection_offered: estimate.full_value_protection_offered,
    full_value_protection_price: blank(estimate.full_value_protection_price),
    deposit: estimate.deposit || '',
    free_cancellation_days: estimate.free_cancellation_days,
    valid_until: estimate.valid_until,
  };
}

/**
 * What the fields add up to so far, or null while they are incomplete (the live total under the
 * form); a charge by volume or weight is priced from the lead's inventory, as the server will.
 */
export function liveTotals(values: EstimateFormValues, inventory: InventoryQuantities | null): EstimateTotals | null {
  const parsed = EstimateSchema.safeParse(toEstimateInput(values));
  const priced = parsed.success ? priceByInventory(normalizeEstimate(parsed.data), inventory) : null;
  return priced ? estimateTotals(priced) : null;
}
