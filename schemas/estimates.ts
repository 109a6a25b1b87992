import * as z from 'zod';
import { isWholeCents, MONEY_MESSAGES } from './money';
import { isOneLine, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { CalendarDateSchema } from './calendar-date';

/*
 * A structured quote ("estimate"): what the price is made of and what the customer agrees to.
 * The total follows from the parts (schemas/estimate-totals.ts); a client never sends it.
 */

export const ESTIMATE_TYPES = ['BINDING', 'NOT_TO_EXCEED', 'NON_BINDING_HOURLY'] as const;
export const EstimateTypeSchema = z.enum(ESTIMATE_TYPES, { error: 'Choose an estimate type' });
export type EstimateType = z.infer<typeof EstimateTypeSchema>;

export const ESTIMATE_TYPE_LABELS: Record<EstimateType, string> = {
  BINDING: 'Binding',
  NOT_TO_EXCEED: 'Not to exceed',
  NON_BINDING_HOURLY: 'Non-binding hourly',
};

/** One plain line a customer reads next to the type. */
export const ESTIMATE_TYPE_EXPLANATIONS: Record<EstimateType, string> = {
  BINDING: 'The price is the price: you pay exactly this total.',
  NOT_TO_EXCEED: 'You pay this total or less, never more.',
  NON_BINDING_HOURLY:
    'You pay for the hours the crew works. MoveMatch caps the final price at 110% of the estimate, stricter than the law (for interstate moves it limits only what is due at delivery).',
};

/**
 * The most of a non-binding estimate a company may bill in all: MoveMatch's promise, stricter than
 * 49 CFR 375.407 (interstate: at most 110 % due at delivery, the rest billed later); docs/estimates.md.
 */
export const NON_BINDING_CAP = 1.1;

export const TRUCK_SIZES = ['CARGO_VAN', 'TRUCK_16_FT', 'TRUCK_20_FT', 'TRUCK_26_FT', 'TWO_TRUCKS'] as const;
export const TRUCK_SIZE_LABELS: Record<(typeof TRUCK_SIZES)[number], string> = {
  CARGO_VAN: 'Cargo van',
  TRUCK_16_FT: '16 ft truck',
  TRUCK_20_FT: '20 ft truck',
  TRUCK_26_FT: '26 ft truck',
  TWO_TRUCKS: 'Two trucks',
};

/**
 * What the moving charge of a binding or not-to-exceed estimate is made of: a flat amount, or a
 * rate times the inventory the quote is made for (docs/inventory.md): per cubic foot or per
 * 100 lb of its estimated weight. Hourly estimates price the crew's hours.
 */
export const PRICING_BASES = ['FLAT', 'PER_CUBIC_FOOT', 'PER_100_LB'] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];
export const PRICING_BASIS_LABELS: Record<PricingBasis, string> = {
  FLAT: 'Flat price',
  PER_CUBIC_FOOT: 'Per cubic foot',
  PER_100_LB: 'Per 100 lb',
};

export const LINE_ITEM_KINDS = [
  'PACKING',
  'PACKING_MATERIALS',
  'STAIRS',
  'LONG_CARRY',
  'BULKY_ITEMS',
  'STORAGE',
  'OTHER',
] as const;
export type LineItemKind = (typeof LINE_ITEM_KINDS)[number];
export const LINE_ITEM_LABELS: Record<LineItemKind, string> = {
  PACKING: 'Packing',
  PACKING_MATERIALS: 'Packing materials',
  STAIRS: 'Stairs',
  LONG_CARRY: 'Long carry',
  BULKY_ITEMS: 'Bulky or specialty items (piano, safe, hot tub)',
  STORAGE: 'Storage',
  OTHER: 'Other',
};

/**
 * Released value protection, included in every quote at no charge. It is not the law's default:
 * for interstate moves Full Value Protection is, unless the customer signs a release (49 CFR
 * 375, docs/compliance.md); NC intrastate movers must offer both.
 */
export const RELEASED_VALUE_TEXT =
  'Released value protection (60 cents per pound per article) is included at no charge; it pays far less than most goods are worth.';

export const ESTIMATE_MESSAGES = {
  amountRequired: 'Enter an amount',
  amountNotNegative: 'Amounts cannot be negative',
  amountTooHigh: 'That amount is too high',
  pricedChargeTooHigh: (charge: string) =>
    `At this rate the moving charge comes to ${charge}: it must be at most $1,000,000. Check the rate.`,
  basePriceRequired: 'Enter the price of the move',
  hourlyRateRequired: 'Enter the hourly rate per mover',
  hoursRequired: 'Enter the estimated hours',
  hoursRange: 'Estimated hours must be between 1 and 100',
  highHoursBelowLow: 'The high estimate of hours must be at least the low estimate',
  crewSize: 'Crew size must be a whole number from 1 to 20',
  truckSize: 'Choose a truck size',
  otherLabelRequired: 'Name the "Other" charge',
  duplicateLineItem: 'Each kind of charge can be listed once (except "Other")',
  tooManyLineItems: 'At most 12 charges',
  fullValuePriceRequired: 'Enter the price of full value protection, or do not offer it',
  cancellationDays: 'Free cancellation must be 0 to 60 days before the move',
  validUntilPast: 'The quote must be valid until today or later',
  unitRateRequired: 'Enter the rate',
  unitRateHourly:
    'An hourly estimate prices the hours: choose a flat price, or price a binding or not-to-exceed estimate by volume or weight',
  noInventoryToPrice:
    'The customer has not listed an inventory yet: price the move flat or by the hour, or ask them to add their inventory',
  totalMismatch: (total: string) => `The price must equal the total of its parts (${total})`,
  topPriceMismatch: (total: string) => `The top price must equal the total at the high estimate of hours (${total})`,
} as const;

/** The most any amount of an estimate may be, the moving charge a rate prices included. */
export const MAX_ESTIMATE_AMOUNT = 1_000_000;

const MoneySchema = z
  .number({ error: ESTIMATE_MESSAGES.amountRequired })
  .min(0, ESTIMATE_MESSAGES.amountNotNegative)
  .max(MAX_ESTIMATE_AMOUNT, ESTIMATE_MESSAGES.amountTooHigh)
  .refine(isWholeCents, MONEY_MESSAGES.wholeCents);

const HoursSchema = z
  .number({ error: ESTIMATE_MESSAGES.hoursRequired })
  .min(1, ESTIMATE_MESSAGES.hoursRange)
  .max(100, ESTIMATE_MESSAGES.hoursRange);

export const LineItemSchema = z.strictObject({
  kind: z.enum(LINE_ITEM_KINDS, { error: 'Choose a kind of charge' }),
  /** Required for OTHER; otherwise an optional detail ("Piano, 2 flights"). */
  label: z
    .string()
    .refine(isOneLine, PLAIN.oneLine('The label'))
    .trim()
    .max(80, 'Keep the label under 80 characters')
    .nullable()
    .optional(),
  amount: MoneySchema,
});
export type LineItem = z.infer<typeof LineItemSchema>;

const EstimateFieldsSchema = z.strictObject({
  type: EstimateTypeSchema,
  crew_size: z
    .number({ error: ESTIMATE_MESSAGES.crewSize })
    .int(ESTIMATE_MESSAGES.crewSize)
    .min(1, ESTIMATE_MESSAGES.crewSize)
    .max(20, ESTIMATE_MESSAGES.crewSize),
  truck_size: z.enum(TRUCK_SIZES, { error: ESTIMATE_MESSAGES.truckSize }),
  /**
   * Binding and not-to-exceed: the moving charge before travel and line items. Priced by volume
   * or weight, the server sets it: unit_rate times the inventory's quantity (priceByInventory).
   */
  base_price: MoneySchema.nullable().optional(),
  pricing_basis: z.enum(PRICING_BASES, { error: 'Choose how the moving charge is priced' }).default('FLAT'),
  /** Dollars per cubic foot (PER_CUBIC_FOOT) or per 100 lb (PER_100_LB). */
  unit_rate: MoneySchema.nullable().optional(),
  /** Set by the server: the cubic feet or pounds of the inventory version the quote priced. */
  priced_quantity: z.number().nullable().optional(),
  /** Non-binding hourly: dollars per mover per hour, and the low (and optional high) hours. */
  hourly_rate: MoneySchema.nullable().optional(),
  estimated_hours: HoursSchema.nullable().optional(),
  estimated_hours_high: HoursSchema.nullable().optional(),
  travel_fee: MoneySchema.default(0),
  line_items: z.array(LineItemSchema).max(12, ESTIMATE_MESSAGES.tooManyLineItems).default([]),
  full_value_protection_offered: z.boolean().default(false),
  full_value_protection_price: MoneySchema.nullable().optional(),
  /** Informational: no money for the move itself moves through MoveMatch. */
  deposit: MoneySchema.default(0),
  free_cancellation_days: z
    .number({ error: ESTIMATE_MESSAGES.cancellationDays })
    .int(ESTIMATE_MESSAGES.cancellationDays)
    .min(0, ESTIMATE_MESSAGES.cancellationDays)
    .max(60, ESTIMATE_MESSAGES.cancellationDays),
  valid_until: CalendarDateSchema,
});

type EstimateFields = z.infer<typeof EstimateFieldsSchema>;

/** An estimate as stored and shown, with what it adds up to (schemas/estimate-totals.ts). */
export const EstimateViewSchema = EstimateFieldsSchema.extend({
  worst_case: z.number(),
  two_hours_over: z.number().nullable(),
});
export type EstimateView = z.infer<typeof EstimateViewSchema>;

/** Cross-field rules, each reported on the field a user fixes. */
function checkEstimate(estimate: EstimateFields, ctx: z.RefinementCtx) {
  const issue = (path: string | number | (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', message, path: Array.isArray(path) ? path : [path] });
  if (estimate.type === 'NON_BINDING_HOURLY') {
    if (estimate.hourly_rate == null) issue('hourly_rate', ESTIMATE_MESSAGES.hourlyRateRequired);
    if (estimate.estimated_hours == null) issue('estimated_hours', ESTIMATE_MESSAGES.hoursRequired);
    const { estimated_hours: low, estimated_hours_high: high } = estimate;
    if (low != null && high != null && high < low) issue('estimated_hours_high', ESTIMATE_MESSAGES.highHoursBelowLow);
    if (estimate.pricing_basis !== 'FLAT') issue('pricing_basis', ESTIMATE_MESSAGES.unitRateHourly);
  } else if (estimate.pricing_basis !== 'FLAT') {
    if (estimate.unit_rate == null) issue('unit_rate', ESTIMATE_MESSAGES.unitRateRequired);
  } else if (estimate.base_price == null) {
    issue('base_price', ESTIMATE_MESSAGES.basePriceRequired);
  }
  if (estimate.full_value_protection_offered && estimate.full_value_protection_price == null) {
    issue('full_value_protection_price', ESTIMATE_MESSAGES.fullValuePriceRequired);
  }
  const seen = new Set<LineItemKind>();
  estimate.line_items.forEach((item, index) => {
    if (item.kind === 'OTHER' && !item.label)
      issue(['line_items', index, 'label'], ESTIMATE_MESSAGES.otherLabelRequired);
    if (item.kind !== 'OTHER' && seen.has(item.kind))
      issue(['line_items', index, 'kind'], ESTIMATE_MESSAGES.duplicateLineItem);
    seen.add(item.kind);
  });
}

/** The estimate a company sends with a quote (POST and PATCH /moving-company-quotes). */
export const EstimateSchema = EstimateFieldsSchema.superRefine(checkEstimate);
export type Estimate = z.infer<typeof EstimateSchema>;
export type EstimateInput = z.input<typeof EstimateSchema>;
