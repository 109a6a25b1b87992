/** '$1,234' or '$1,234.5' as people read dollar amounts (cents only when there are some). */
export const formatDollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** A price or a range, as the concierge desk says it: '$2,400' or '$2,400 to $2,800'. */
export const formatDollarsRange = (price: number, top: number | null) =>
  top === null ? formatDollars(price) : `${formatDollars(price)} to ${formatDollars(top)}`;

/**
 * Money on input is dollars in whole cents: 999.99 is a price, 999.995 is not (400). Stored
 * amounts are then exact to the cent, so sums and comparisons (adjustments adding up to the
 * difference, price accuracy) never meet a fraction of a cent. Checked with a tolerance far
 * below a cent, because 10.1 is 1010.0000000000001 cents in floating point.
 */
export const MONEY_MESSAGES = {
  wholeCents: 'Enter dollars and cents, with at most 2 decimals',
} as const;

export function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}
