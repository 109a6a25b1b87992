import { describe, expect, it } from 'vitest';
import { agreedTotal, BookQuoteBodySchema, highestFinalPrice, type BookedTerms } from '@schemas/bookings';
import { estimateTermLines } from '@schemas/estimate-terms';
import {
  bookedValuationOf,
  fullValueCoverageText,
  RELEASE_STATEMENT,
  VALUATION_MESSAGES,
  valuationOffer,
  type BookedValuation,
} from '@schemas/valuation';
import { pricedEstimate, toEstimateView } from '@schemas/estimate-totals';
import { bindingEstimate, hourlyEstimate } from '@test/support/fixtures/estimates';

const bindingEstimateView = () => toEstimateView(pricedEstimate(bindingEstimate()).estimate);
const hourlyEstimateView = () => toEstimateView(pricedEstimate(hourlyEstimate()).estimate);

const NOW = new Date('2026-12-06T15:00:00.000Z');
const priced = { full_value_protection_offered: true, full_value_protection_price: 180 };
const notPriced = { full_value_protection_offered: false, full_value_protection_price: null };

describe('the valuation a quote offers, by the move’s rules', () => {
  it('interstate: full value always, priced as the estimate offers it or included in the price, chosen by default', () => {
    const offer = valuationOffer('INTERSTATE', priced, 6_000);
    expect(offer.full_value).toEqual({
      price: 180,
      included_in_price: false,
      minimum_coverage: null,
      minimum_per_lb: null,
    });
    expect(offer.default_option).toBe('FULL_VALUE');
    expect(offer.release_waives_default).toBe(true);
    expect(valuationOffer('INTERSTATE', notPriced, null).full_value).toMatchObject({
      price: 0,
      included_in_price: true,
    });
    expect(valuationOffer('INTERSTATE', null, null).full_value).toMatchObject({ price: 0, included_in_price: true });
  });

  it('NC intrastate: both, full value covering at least $4.00 times the weight', () => {
    const offer = valuationOffer('NC_INTRASTATE', notPriced, 5_200);
    expect(offer.full_value).toEqual({
      price: 0,
      included_in_price: true,
      minimum_coverage: 20_800,
      minimum_per_lb: 4,
    });
    expect(offer.release_waives_default).toBe(false);
    expect(fullValueCoverageText(offer.full_value!)).toContain(
      'at least $4 per pound of the shipment ($20,800 for your inventory)',
    );
    expect(valuationOffer('NC_INTRASTATE', priced, null).full_value).toMatchObject({
      price: 180,
      minimum_coverage: null,
    });
  });

  it('SC intrastate: full value only when the quote offers it; otherwise released value is the one choice', () => {
    expect(valuationOffer('SC_INTRASTATE', priced, 1_000).full_value).toMatchObject({
      price: 180,
      minimum_per_lb: null,
    });
    const offer = valuationOffer('SC_INTRASTATE', notPriced, 1_000);
    expect(offer.full_value).toBeNull();
    expect(offer.default_option).toBe('RELEASED');
  });
});

describe('the valuation a booking records', () => {
  const offer = valuationOffer('INTERSTATE', priced, null);

  it('full value with its price; no signature', () => {
    expect(bookedValuationOf(offer, { option: 'FULL_VALUE' }, 'Casey Jones', NOW)).toEqual({
      valuation: { option: 'FULL_VALUE', price: 180, included_in_price: false, minimum_coverage: null, release: null },
    });
    expect(
      bookedValuationOf(offer, { option: 'FULL_VALUE', released_signature: 'Casey Jones' }, 'Casey Jones', NOW),
    ).toEqual({
      field: 'valuation.released_signature',
      message: VALUATION_MESSAGES.signatureOnlyForReleased,
    });
  });

  it('released value only with the customer’s full name (case and spaces aside), with the statement’s version and time', () => {
    expect(bookedValuationOf(offer, { option: 'RELEASED' }, 'Casey Jones', NOW)).toEqual({
      field: 'valuation.released_signature',
      message: VALUATION_MESSAGES.signatureRequired,
    });
    expect(bookedValuationOf(offer, { option: 'RELEASED', released_signature: 'Casey' }, 'Casey Jones', NOW)).toEqual({
      field: 'valuation.released_signature',
      message: 'Type your full name as it is on your account: Casey Jones',
    });
    expect(
      bookedValuationOf(offer, { option: 'RELEASED', released_signature: 'casey   JONES' }, 'Casey Jones', NOW),
    ).toEqual({
      valuation: {
        option: 'RELEASED',
        price: 0,
        included_in_price: false,
        minimum_coverage: null,
        release: {
          typed_name: 'casey   JONES',
          statement_version: RELEASE_STATEMENT.version,
          signed_at: NOW.toISOString(),
        },
      },
    });
  });

  it('refuses full value a quote does not offer', () => {
    const scOnlyReleased = valuationOffer('SC_INTRASTATE', notPriced, null);
    expect(bookedValuationOf(scOnlyReleased, { option: 'FULL_VALUE' }, 'Casey Jones', NOW)).toEqual({
      field: 'valuation.option',
      message: VALUATION_MESSAGES.fullValueNotOffered,
    });
  });

  it('is required in the booking body', () => {
    const parsed = BookQuoteBodySchema.safeParse({ move_day: '2030-06-02', arrival_window: 'MORNING' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['valuation'], message: VALUATION_MESSAGES.choose });
    const unknown = BookQuoteBodySchema.safeParse({
      move_day: '2030-06-02',
      arrival_window: 'MORNING',
      valuation: { option: 'INSURED' },
    });
    expect(unknown.error?.issues[0]?.message).toBe(VALUATION_MESSAGES.choose);
  });
});

describe('what the chosen valuation adds to the bill', () => {
  const fullValue: BookedValuation = {
    option: 'FULL_VALUE',
    price: 180,
    included_in_price: false,
    minimum_coverage: null,
    release: null,
  };
  const binding: BookedTerms = { price: 2_600, top_price: null, description: null, estimate: bindingEstimateView() };

  it('adds full value’s price to the agreed total and the most billed; 110 % applies to the moving charges only', () => {
    expect(agreedTotal({ ...binding, valuation: fullValue })).toBe(2_780);
    expect(highestFinalPrice({ ...binding, valuation: fullValue })).toBe(2_780);
    const hourly: BookedTerms = { price: 750, top_price: 1_010, description: null, estimate: hourlyEstimateView() };
    expect(highestFinalPrice(hourly)).toBe(1_111);
    expect(highestFinalPrice({ ...hourly, valuation: fullValue })).toBe(1_291);
    expect(agreedTotal({ ...hourly, valuation: { ...fullValue, option: 'RELEASED', price: 0 } })).toBe(1_010);
  });

  it('names the choice in the terms and adds it to “Most you can be billed”', () => {
    const lines = estimateTermLines(bindingEstimateView(), fullValue);
    expect(lines.find((line) => line.label === 'Valuation')?.value).toBe('Full value protection: $180');
    const worst = bindingEstimateView().worst_case;
    expect(lines.find((line) => line.label === 'Most you can be billed')?.value).toBe(
      `$${(worst + 180).toLocaleString('en-US')}`,
    );
    const released = estimateTermLines(bindingEstimateView(), {
      ...fullValue,
      option: 'RELEASED',
      price: 0,
      release: {
        typed_name: 'Casey Jones',
        statement_version: RELEASE_STATEMENT.version,
        signed_at: NOW.toISOString(),
      },
    }).find((line) => line.label === 'Valuation');
    expect(released).toEqual({
      label: 'Valuation',
      value: 'Released value (60 cents per pound per article), no charge',
      detail: 'Release signed by Casey Jones',
    });
  });
});
