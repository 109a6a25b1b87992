import * as z from 'zod';
import { IdSchema } from './common';
import { formatDollars } from './money';

/*
 * Price guidance before any quote (docs/price-guidance.md): what moves like the customer's were
 * quoted, and for a company's lead also what they completed at.
 */

/** Fewer quoted totals than this in a bucket: 'not enough data yet', never a figure. */
export const MARKET_MIN_QUOTES = 5;
/** A company's own range shows from this many of its quotes for similar moves. */
export const COMPANY_MIN_QUOTES = 3;
/** The 'completed at' median shows from this many completed moves. */
export const COMPLETED_MIN_MOVES = 3;

/** The middle half of quoted totals: from the first quartile to the third, whole dollars. */
export const PriceRangeSchema = z.object({ low: z.number().int(), high: z.number().int() });
export type PriceRange = z.infer<typeof PriceRangeSchema>;

export const MarketGuideSchema = z.object({
  /** How many quoted totals of similar moves the figures come from. */
  quotes: z.number().int(),
  /** Null below MARKET_MIN_QUOTES. */
  range: PriceRangeSchema.nullable(),
});
export type MarketGuide = z.infer<typeof MarketGuideSchema>;

/**
 * Cubic-feet bands of the inventory (docs/price-guidance.md): a move with an inventory is
 * compared with moves of its band; one without, by bedrooms. The last band has no top.
 */
export const VOLUME_BAND_EDGES = [0, 300, 600, 900, 1200, 1600, 2000, 2600] as const;

/** What 'moves like yours' meant: the inventory's cubic-feet band, or the bedroom count. */
export const GuideBasisSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('VOLUME'), low_cubic_feet: z.number(), high_cubic_feet: z.number().nullable() }),
  z.object({ kind: z.literal('BEDROOMS') }),
]);
export type GuideBasis = z.infer<typeof GuideBasisSchema>;

export const CompanyGuideSchema = PriceRangeSchema.extend({
  moving_company_id: z.string(),
  quotes: z.number().int(),
});
export type CompanyGuide = z.infer<typeof CompanyGuideSchema>;

/** GET /api/my-move-request/price-guide: the customer's own move. */
export const CustomerPriceGuideSchema = z.object({
  move_request_id: z.string(),
  basis: GuideBasisSchema,
  market: MarketGuideSchema,
  /** Only companies with COMPANY_MIN_QUOTES or more quotes for similar moves. */
  companies: z.array(CompanyGuideSchema),
});
export type CustomerPriceGuide = z.infer<typeof CustomerPriceGuideSchema>;

export const LeadPriceGuideParamsSchema = z.object({ move_request_id: IdSchema });

/** GET /api/price-guide/leads/{move_request_id}: a company's guidance for a lead it may quote. */
export const LeadPriceGuideSchema = z.object({
  move_request_id: z.string(),
  basis: GuideBasisSchema,
  market: MarketGuideSchema,
  /** The median final price of similar completed moves; null below COMPLETED_MIN_MOVES. */
  completed_median: z.number().int().nullable(),
  completed_moves: z.number().int(),
});
export type LeadPriceGuide = z.infer<typeof LeadPriceGuideSchema>;

const range = ({ low, high }: PriceRange) => `${formatDollars(low)} to ${formatDollars(high)}`;
const quotes = (n: number) => `${n} ${n === 1 ? 'quote' : 'quotes'}`;

export const PRICE_GUIDE_MESSAGES = {
  heading: 'Price to expect',
  market: (guide: PriceRange) => `Moves like yours: ${range(guide)}`,
  marketSource: (n: number) => `The middle half of ${quotes(n)} for similar moves`,
  notEnough: 'Moves like yours: not enough data yet to show a price to expect',
  company: (name: string, guide: PriceRange) => `${name} usually quotes ${range(guide)} for moves like yours`,
  lead: (guide: PriceRange, n: number) => `Similar moves were quoted ${range(guide)} (${quotes(n)})`,
  completed: (median: number) => `completed at ${formatDollars(median)} median`,
  leadNotEnough: 'Similar moves: not enough quotes yet to show a range',
  basis: (basis: GuideBasis) =>
    basis.kind === 'BEDROOMS'
      ? 'Compared with moves of the same number of bedrooms'
      : basis.high_cubic_feet === null
        ? `Compared with moves of ${basis.low_cubic_feet.toLocaleString('en-US')} cubic feet or more, by the inventory`
        : `Compared with moves of ${basis.low_cubic_feet.toLocaleString('en-US')} to ${basis.high_cubic_feet.toLocaleString('en-US')} cubic feet, by the inventory`,
  loading: 'Loading the price to expect…',
  failed: 'The price to expect could not be loaded.',
} as const;

/** The quote editor's line: the quoted range, and the completed median when there is one. */
export function leadGuideLine(guide: LeadPriceGuide): string {
  if (!guide.market.range) return PRICE_GUIDE_MESSAGES.leadNotEnough;
  const quoted = PRICE_GUIDE_MESSAGES.lead(guide.market.range, guide.market.quotes);
  return guide.completed_median === null
    ? quoted
    : `${quoted}; ${PRICE_GUIDE_MESSAGES.completed(guide.completed_median)}`;
}
