import { describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES, EstimateSchema, type EstimateInput } from '@schemas/estimates';
import { bindingEstimate, hourlyEstimate } from '@test/support/fixtures/estimates';
import {
  estimateTotals,
  maxFinalPrice,
  normalizeEstimate,
  priceByInventory,
  toEstimateView,
} from '@schemas/estimate-totals';
import { estimateTermLines, TERM_LABELS, type TermLine } from '@schemas/estimate-terms';

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
// The fixtures' quotes, with cents and an Other charge (binding) and a stairs charge (hourly).
const binding = bindingEstimate({
  line_items: [
    { kind: 'PACKING', amount: 400 },
    { kind: 'BULKY_ITEMS', label: 'Piano', amount: 250.1 },
    { kind: 'OTHER', label: 'Mattress bags', amount: 0.2 },
  ],
  valid_until: inAMonth,
});
const hourly = hourlyEstimate({ line_items: [{ kind: 'STAIRS', amount: 75 }], valid_until: inAMonth });
const parse = (input: unknown) => EstimateSchema.safeParse(input);
const messagesOf = (input: unknown) => parse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('structured estimate totals', () => {
  it('adds a binding estimate to the cent: base + travel + every line item', () => {
    const totals = estimateTotals(EstimateSchema.parse(binding));
    expect(totals).toEqual({ price: 2600.3, top_price: null, worst_case: 2600.3, two_hours_over: null });
  });

  it('prices an hourly estimate as crew x hours x rate, a range for low and high hours, worst case 110 % of the high end', () => {
    const totals = estimateTotals(EstimateSchema.parse(hourly));
    // 2 x 5 x 65 = 650 + 175; 2 x 7 x 65 = 910 + 175
    expect(totals).toEqual({ price: 825, top_price: 1085, worst_case: 1193.5, two_hours_over: 260 });
  });

  it('gives an hourly estimate without high hours a single price', () => {
    const totals = estimateTotals(EstimateSchema.parse({ ...hourly, estimated_hours_high: null }));
    expect(totals.top_price).toBeNull();
    expect(totals.worst_case).toBe(907.5);
  });

  it('allows a final price up to the agreed total, or 110 % of it for non-binding', () => {
    expect(maxFinalPrice('BINDING', 2000)).toBe(2000);
    expect(maxFinalPrice('NOT_TO_EXCEED', 2000)).toBe(2000);
    expect(maxFinalPrice('NON_BINDING_HOURLY', 2000)).toBe(2200);
  });

  it('drops the fields the type does not use when normalised', () => {
    const stored = normalizeEstimate(EstimateSchema.parse({ ...binding, hourly_rate: 90, estimated_hours: 3 }));
    expect(stored.hourly_rate).toBeNull();
    expect(stored.estimated_hours).toBeNull();
    expect(stored.base_price).toBe(1800);
  });
});

describe('structured estimate validation', () => {
  it('accepts a full binding and a full hourly estimate, with defaults for optional amounts', () => {
    expect(parse(binding).success).toBe(true);
    const minimal = EstimateSchema.parse({ ...hourly, travel_fee: undefined, line_items: undefined });
    expect(minimal.travel_fee).toBe(0);
    expect(minimal.line_items).toEqual([]);
  });

  it('asks for the type-specific amounts on the field to fix', () => {
    const noBase = parse({ ...binding, base_price: null });
    expect(noBase.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['base_price'], message: ESTIMATE_MESSAGES.basePriceRequired }),
    );
    expect(messagesOf({ ...hourly, hourly_rate: undefined, estimated_hours: undefined })).toEqual([
      ESTIMATE_MESSAGES.hourlyRateRequired,
      ESTIMATE_MESSAGES.hoursRequired,
    ]);
    expect(messagesOf({ ...hourly, estimated_hours_high: 4 })).toEqual([ESTIMATE_MESSAGES.highHoursBelowLow]);
  });

  it('refuses negative amounts, a crew of 0, an unknown truck, an unlabelled Other and a repeated kind', () => {
    expect(messagesOf({ ...binding, travel_fee: -1 })).toEqual([ESTIMATE_MESSAGES.amountNotNegative]);
    expect(messagesOf({ ...binding, crew_size: 0 })).toEqual([ESTIMATE_MESSAGES.crewSize]);
    expect(messagesOf({ ...binding, crew_size: 2.5 })).toEqual([ESTIMATE_MESSAGES.crewSize]);
    expect(messagesOf({ ...binding, truck_size: 'BUS' })).toEqual([ESTIMATE_MESSAGES.truckSize]);
    expect(messagesOf({ ...binding, line_items: [{ kind: 'OTHER', amount: 5 }] })).toEqual([
      ESTIMATE_MESSAGES.otherLabelRequired,
    ]);
    expect(
      messagesOf({
        ...binding,
        line_items: [
          { kind: 'STAIRS', amount: 5 },
          { kind: 'STAIRS', amount: 6 },
        ],
      }),
    ).toEqual([ESTIMATE_MESSAGES.duplicateLineItem]);
  });

  it('asks for the full value price only when it is offered', () => {
    expect(messagesOf({ ...binding, full_value_protection_price: null })).toEqual([
      ESTIMATE_MESSAGES.fullValuePriceRequired,
    ]);
    expect(parse({ ...binding, full_value_protection_offered: false, full_value_protection_price: null }).success).toBe(
      true,
    );
  });

  it('refuses a validity date that is not a real day and a cancellation window over 60 days', () => {
    expect(parse({ ...binding, valid_until: '2027-02-30' }).success).toBe(false);
    expect(messagesOf({ ...binding, free_cancellation_days: 61 })).toEqual([ESTIMATE_MESSAGES.cancellationDays]);
  });

  it('refuses a total sent by the client (it is not a field of the estimate)', () => {
    expect(parse({ ...binding, total: 1 }).success).toBe(false);
  });
});

describe('estimate term lines', () => {
  const linesOf = (input: EstimateInput) => estimateTermLines(toEstimateView(EstimateSchema.parse(input)));
  const valueOf = (lines: TermLine[], label: (typeof TERM_LABELS)[number]) =>
    lines.find((line) => line.label === label);

  it('gives every quote the same rows in the same order, a price-only quote included', () => {
    expect(linesOf(binding).map((line) => line.label)).toEqual([...TERM_LABELS]);
    expect(linesOf(hourly).map((line) => line.label)).toEqual([...TERM_LABELS]);
    const priceOnly = estimateTermLines(null);
    expect(priceOnly.map((line) => line.label)).toEqual([...TERM_LABELS]);
    expect(priceOnly[0]).toMatchObject({ value: 'Price only' });
  });

  it('says who takes the deposit where the reader knows it, and nothing where it does not', () => {
    const view = toEstimateView(EstimateSchema.parse(binding));
    const depositOf = (path?: 'protected' | 'direct' | null) =>
      estimateTermLines(view, undefined, path).find((line) => line.label === 'Deposit');
    expect(depositOf('protected')?.detail).toBe('Paid by card through MoveMatch when you book');
    expect(depositOf('direct')?.detail).toBe('Paid to the company, not through MoveMatch');
    expect(depositOf(null)?.detail).toBeUndefined();
    expect(depositOf(null)?.value).toBe(depositOf('direct')?.value);
  });

  it('reads a binding quote in plain words', () => {
    const lines = linesOf(binding);
    expect(valueOf(lines, 'Crew and truck')?.value).toBe('3 movers, 26 ft truck');
    expect(valueOf(lines, 'Extra charges')?.value).toBe(
      'Packing: $400; Bulky items (Piano): $250.10; Mattress bags: $0.20',
    );
    expect(valueOf(lines, 'Valuation')?.detail).toBe('Full value protection offered: $180');
    expect(valueOf(lines, 'Cancellation')?.value).toBe('Free until 7 days before the move');
    expect(valueOf(lines, 'If it runs 2 hours over')?.value).toBe('No change: the price is fixed');
    expect(valueOf(lines, 'Most you can be billed')?.value).toBe('$2,600.30');
  });

  it('reads an hourly quote with its rate, hours, overtime and 110 % cap', () => {
    const lines = linesOf(hourly);
    expect(valueOf(lines, 'Moving charge')?.value).toBe('$65 per mover per hour, about 5 to 7 hours');
    expect(valueOf(lines, 'If it runs 2 hours over')?.value).toBe('+$260');
    expect(valueOf(lines, 'Most you can be billed')?.value).toBe('$1,193.50');
    expect(valueOf(lines, 'Estimate type')?.detail).toContain('110%');
  });
});

describe('a moving charge priced by volume or weight', () => {
  const inventory = { cubic_feet: 914.6, weight_lb: 6417 };
  const byVolume = EstimateSchema.parse({
    ...binding,
    base_price: null,
    pricing_basis: 'PER_CUBIC_FOOT',
    unit_rate: 5.5,
  });
  const byWeight = EstimateSchema.parse({ ...binding, base_price: null, pricing_basis: 'PER_100_LB', unit_rate: 80 });

  it('multiplies the rate by the inventory’s cubic feet or hundreds of pounds, to the cent, and keeps the quantity', () => {
    const volume = priceByInventory(normalizeEstimate(byVolume), inventory)!;
    // 914.6 x $5.50 = $5,030.30, + $150 travel + $650.30 of charges
    expect(volume).toMatchObject({ base_price: 5030.3, priced_quantity: 914.6 });
    expect(estimateTotals(volume).price).toBe(5830.6);
    // 64.17 x $80 = $5,133.60
    expect(priceByInventory(normalizeEstimate(byWeight), inventory)).toMatchObject({
      base_price: 5133.6,
      priced_quantity: 6417,
    });
  });

  it('cannot price by inventory without one; a flat, hourly or older estimate is left as it is', () => {
    expect(priceByInventory(normalizeEstimate(byVolume), null)).toBeNull();
    const flat = normalizeEstimate(EstimateSchema.parse(binding));
    expect(priceByInventory(flat, inventory)).toBe(flat);
    const older = { ...flat, pricing_basis: undefined } as unknown as typeof flat;
    expect(priceByInventory(older, inventory)).toBe(older);
  });

  it('asks for the rate, and refuses a basis on an hourly estimate', () => {
    expect(messagesOf({ ...binding, base_price: null, pricing_basis: 'PER_CUBIC_FOOT' })).toEqual([
      ESTIMATE_MESSAGES.unitRateRequired,
    ]);
    expect(messagesOf({ ...hourly, pricing_basis: 'PER_100_LB', unit_rate: 1 })).toEqual([
      ESTIMATE_MESSAGES.unitRateHourly,
    ]);
  });

  it('reads the charge with what it multiplied', () => {
    const view = toEstimateView(priceByInventory(normalizeEstimate(byVolume), inventory)!);
    expect(estimateTermLines(view).find((line) => line.label === 'Moving charge')?.value).toBe(
      '$5,030.30 (914.6 cu ft of the inventory × $5.50 per cu ft)',
    );
  });
});
