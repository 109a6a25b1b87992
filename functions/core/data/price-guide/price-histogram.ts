/*
 * The price guide's histograms: whole-dollar prices filed in bins ($50 wide under $5,000, $100
 * under $10,000, $500 under $30,000, one bin above), so quartiles and medians are read from counts
 * without keeping every price. A figure read from them is exact to its bin.
 */

const ranges = [
  { from: 0, to: 5000, step: 50 },
  { from: 5000, to: 10000, step: 100 },
  { from: 10000, to: 30000, step: 500 },
] as const;

/** The lower edge of every bin, ascending; the last bin (30000) holds everything from there up. */
export const PRICE_BIN_EDGES: readonly number[] = [
  ...ranges.flatMap(({ from, to, step }) => Array.from({ length: (to - from) / step }, (_, i) => from + i * step)),
  30000,
];

const LAST_EDGE = PRICE_BIN_EDGES[PRICE_BIN_EDGES.length - 1];

/** The lower edge of the bin a price falls in. */
export function binOf(price: number): number {
  const dollars = Math.max(0, Math.round(price));
  if (dollars >= LAST_EDGE) return LAST_EDGE;
  const range = ranges.find(({ to }) => dollars < to) ?? ranges[0];
  return range.from + Math.floor((dollars - range.from) / range.step) * range.step;
}

/** The upper edge of a bin (the next bin's lower edge); the last bin's is its own edge. */
export function binTop(edge: number): number {
  const index = PRICE_BIN_EDGES.indexOf(edge);
  return index >= 0 && index < PRICE_BIN_EDGES.length - 1 ? PRICE_BIN_EDGES[index + 1] : edge;
}

/** Counts per bin lower edge. */
export type PriceHistogram = ReadonlyMap<number, number>;

export const countOf = (histogram: PriceHistogram): number =>
  [...histogram.values()].reduce((sum, count) => sum + Math.max(0, count), 0);

/** The lower edge of the bin holding the value of 0-based rank `rank` in ascending order. */
function edgeAtRank(histogram: PriceHistogram, rank: number): number {
  let seen = 0;
  const edges = [...histogram.keys()].sort((a, b) => a - b);
  for (const edge of edges) {
    seen += Math.max(0, histogram.get(edge) ?? 0);
    if (seen > rank) return edge;
  }
  return edges[edges.length - 1] ?? 0;
}

/**
 * The middle half of the prices (nearest rank: the first quartile is the value at rank
 * floor((n-1)/4), the third at ceil(3(n-1)/4)), widened to its bins: from the lower edge of the
 * first quartile's bin to the upper edge of the third's. Null for an empty histogram.
 */
export function middleHalf(histogram: PriceHistogram): { low: number; high: number; count: number } | null {
  const count = countOf(histogram);
  if (count === 0) return null;
  const low = edgeAtRank(histogram, Math.floor((count - 1) / 4));
  const high = binTop(edgeAtRank(histogram, Math.ceil((3 * (count - 1)) / 4)));
  return { low, high, count };
}

/** The median (rank floor((n-1)/2)) as the middle of its bin, rounded to a dollar; null when empty. */
export function medianOf(histogram: PriceHistogram): number | null {
  const count = countOf(histogram);
  if (count === 0) return null;
  const edge = edgeAtRank(histogram, Math.floor((count - 1) / 2));
  return Math.round((edge + binTop(edge)) / 2);
}
