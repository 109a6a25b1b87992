import * as z from 'zod';
import type { EstimateView } from './estimates';
import { formatDollars } from './money';
import type { MoveRegime } from './move-regime';

/*
 * Valuation: how much the mover answers for lost or damaged goods, which the customer chooses
 * at booking (docs/compliance.md, 'Valuation'). The rules by regime:
 * - INTERSTATE: Full Value Protection is the carrier's liability unless the customer waives it
 *   in writing for released value (49 CFR 375.201; the STB's released rates order).
 * - NC_INTRASTATE: the carrier offers both; full value covers at least $4.00 times the
 *   shipment's weight (NC Utilities Commission, Maximum Rate Tariff).
 * - SC_INTRASTATE and others: what the quote offers; released value always.
 * Released value pays at most 60 cents per pound per article and costs nothing. MoveMatch asks
 * for the typed name under the release statement in every regime (the law asks it of interstate
 * moves; for NC and SC it is MoveMatch's rule).
 */

export const VALUATION_OPTIONS = ['FULL_VALUE', 'RELEASED'] as const;
export const ValuationOptionSchema = z.enum(VALUATION_OPTIONS, {
  error: 'Choose how your goods are protected: full value or released value',
});
export type ValuationOption = z.infer<typeof ValuationOptionSchema>;

/** Released value: dollars per pound of each lost or damaged article (49 CFR 375, STB order). */
export const RELEASED_VALUE_PER_LB = 0.6;
/** NC intrastate full value covers at least this many dollars per pound of the shipment (NCUC tariff). */
export const NC_FULL_VALUE_MIN_PER_LB = 4;

/** The statement a customer signs, by typing their name, to choose released value. */
export const RELEASE_STATEMENT = {
  version: '2026-12-06',
  text:
    'I choose released value protection instead of full value protection. I understand that the ' +
    'mover is then liable for at most 60 cents per pound for each lost or damaged article, which ' +
    'may be far less than what it is worth, and that I pay nothing extra for it.',
} as const;

export const VALUATION_LABELS: Record<ValuationOption, string> = {
  FULL_VALUE: 'Full value protection',
  RELEASED: 'Released value (60 cents per pound per article)',
};

export const VALUATION_MESSAGES = {
  choose: 'Choose how your goods are protected: full value or released value',
  fullValueNotOffered: 'This quote does not offer full value protection. Choose released value.',
  signatureRequired: 'Type your full name under the release statement to choose released value',
  signatureMismatch: (fullName: string) => `Type your full name as it is on your account: ${fullName}`,
  signatureOnlyForReleased: 'Only released value takes a signature',
} as const;

/** The customer's choice in POST /quote/{id}/book: the option and, for released value, the typed name. */
export const ValuationChoiceSchema = z.strictObject(
  {
    option: ValuationOptionSchema,
    released_signature: z.string().trim().max(120, 'Keep the name under 120 characters').optional(),
  },
  { error: VALUATION_MESSAGES.choose },
);
export type ValuationChoice = z.infer<typeof ValuationChoiceSchema>;

/** Full value protection as one quote offers it. */
export const FullValueOfferSchema = z.object({
  /** What it adds to the bill (0 when it is included in the price). */
  price: z.number(),
  /** True when the quote names no separate price: the law's default is part of the quoted price. */
  included_in_price: z.boolean(),
  /** The least it covers, when the regime sets one and the weight is known (NC: $4.00 × lb). */
  minimum_coverage: z.number().nullable(),
  /** The per-pound floor the regime sets (NC 4), or null. */
  minimum_per_lb: z.number().nullable(),
});
export type FullValueOffer = z.infer<typeof FullValueOfferSchema>;

/** What a customer may choose for one quote, and what is chosen until they change it. */
export const ValuationOfferSchema = z.object({
  full_value: FullValueOfferSchema.nullable(),
  default_option: ValuationOptionSchema.nullable(),
  /** Interstate: released value is a written waiver of the carrier's default liability. */
  release_waives_default: z.boolean(),
  release_statement: z.object({ version: z.string(), text: z.string() }),
});
export type ValuationOffer = z.infer<typeof ValuationOfferSchema>;

/** The valuation a booking fixes in its terms snapshot. */
export const BookedValuationSchema = z.object({
  option: ValuationOptionSchema,
  /** What the choice adds to the bill. */
  price: z.number(),
  included_in_price: z.boolean(),
  minimum_coverage: z.number().nullable(),
  /** Released value: the typed name, the statement's version and when it was signed. */
  release: z.object({ typed_name: z.string(), statement_version: z.string(), signed_at: z.string() }).nullable(),
});
export type BookedValuation = z.infer<typeof BookedValuationSchema>;

/** Regimes whose rules make every carrier offer full value protection. */
const FULL_VALUE_REQUIRED: readonly MoveRegime[] = ['INTERSTATE', 'NC_INTRASTATE'];

/**
 * The valuation options of a quote for a move: full value when the regime requires it (priced
 * as the estimate offers it, else included in the price) or when the estimate offers it;
 * released value always. Full value is chosen until the customer changes it.
 */
export function valuationOffer(
  regime: MoveRegime,
  estimate: Pick<EstimateView, 'full_value_protection_offered' | 'full_value_protection_price'> | null,
  weightLb: number | null,
): ValuationOffer {
  const priced = estimate?.full_value_protection_offered === true;
  const required = FULL_VALUE_REQUIRED.includes(regime);
  const minimumPerLb = regime === 'NC_INTRASTATE' ? NC_FULL_VALUE_MIN_PER_LB : null;
  const fullValue: FullValueOffer | null =
    priced || required
      ? {
          price: priced ? (estimate?.full_value_protection_price ?? 0) : 0,
          included_in_price: !priced,
          minimum_coverage: minimumPerLb !== null && weightLb ? Math.round(minimumPerLb * weightLb * 100) / 100 : null,
          minimum_per_lb: minimumPerLb,
        }
      : null;
  return {
    full_value: fullValue,
    default_option: fullValue ? 'FULL_VALUE' : 'RELEASED',
    release_waives_default: regime === 'INTERSTATE',
    release_statement: { ...RELEASE_STATEMENT },
  };
}

/** Names compared as a person would read them: case and runs of spaces aside. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The valuation a booking records for a choice, or the reason it cannot: full value only when
 * offered; released value only with the customer's full name typed under the statement.
 */
export function bookedValuationOf(
  offer: ValuationOffer,
  choice: ValuationChoice,
  customerFullName: string,
  now: Date,
): { valuation: BookedValuation } | { field: string; message: string } {
  if (choice.option === 'FULL_VALUE') {
    if (!offer.full_value) return { field: 'valuation.option', message: VALUATION_MESSAGES.fullValueNotOffered };
    if (choice.released_signature)
      return { field: 'valuation.released_signature', message: VALUATION_MESSAGES.signatureOnlyForReleased };
    const { price, included_in_price, minimum_coverage } = offer.full_value;
    return { valuation: { option: 'FULL_VALUE', price, included_in_price, minimum_coverage, release: null } };
  }
  const typed = choice.released_signature ?? '';
  if (!typed) return { field: 'valuation.released_signature', message: VALUATION_MESSAGES.signatureRequired };
  if (!sameName(typed, customerFullName))
    return { field: 'valuation.released_signature', message: VALUATION_MESSAGES.signatureMismatch(customerFullName) };
  return {
    valuation: {
      option: 'RELEASED',
      price: 0,
      included_in_price: false,
      minimum_coverage: null,
      release: { typed_name: typed, statement_version: offer.release_statement.version, signed_at: now.toISOString() },
    },
  };
}

/** The choice the booking dialog starts with: the offer's default, released value signed with the customer's name. */
export function defaultValuationChoice(offer: ValuationOffer, customerFullName: string): ValuationChoice {
  return offer.default_option === 'FULL_VALUE'
    ? { option: 'FULL_VALUE' }
    : { option: 'RELEASED', released_signature: customerFullName };
}

/** 'Full value protection: $150' / '… included in the price' / 'Released value: signed by …'. */
export function bookedValuationText(valuation: BookedValuation): string {
  if (valuation.option === 'RELEASED') return `${VALUATION_LABELS.RELEASED}, no charge`;
  if (valuation.included_in_price) return `${VALUATION_LABELS.FULL_VALUE}, included in the price`;
  return `${VALUATION_LABELS.FULL_VALUE}: ${formatDollars(valuation.price)}`;
}

/** What full value covers, in one sentence for the choice and the terms. */
export function fullValueCoverageText(offer: Pick<FullValueOffer, 'minimum_coverage' | 'minimum_per_lb'>): string {
  const base = 'The mover repairs, replaces or pays the current value of a lost or damaged item';
  if (offer.minimum_per_lb === null) return `${base}.`;
  const floor = `at least ${formatDollars(offer.minimum_per_lb)} per pound of the shipment`;
  return offer.minimum_coverage !== null
    ? `${base}, covering ${floor} (${formatDollars(offer.minimum_coverage)} for your inventory).`
    : `${base}, covering ${floor}.`;
}
