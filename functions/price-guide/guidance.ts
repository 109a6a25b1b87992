import {
  COMPANY_MIN_QUOTES,
  COMPLETED_MIN_MOVES,
  MARKET_MIN_QUOTES,
  type CompanyGuide,
  type MarketGuide,
} from '@schemas/price-guide';
import { readBucketGuide, type BucketGuide } from '@functions/core/data/price-guide/price-guide-reads';
import type { GuideBasis } from '@schemas/price-guide';
import { bucketOf, volumeBucketOf, type MoveShape } from './buckets';
import { countOf, medianOf, middleHalf } from '@functions/core/data/price-guide/price-histogram';

/** The market's middle half, only from MARKET_MIN_QUOTES quotes (below: the count alone). */
export function marketGuideOf(guide: BucketGuide): MarketGuide {
  const half = middleHalf(guide.quoted);
  const quotes = half?.count ?? 0;
  return { quotes, range: half && quotes >= MARKET_MIN_QUOTES ? { low: half.low, high: half.high } : null };
}

/** The companies with COMPANY_MIN_QUOTES or more quotes in the bucket, each with its own middle half. */
export function companyGuidesOf(guide: BucketGuide): CompanyGuide[] {
  return [...guide.companies]
    .filter(([, range]) => range.count >= COMPANY_MIN_QUOTES)
    .map(([id, range]) => ({ moving_company_id: id, quotes: range.count, low: range.low, high: range.high }));
}

/** The median final price of the bucket's completed moves, only from COMPLETED_MIN_MOVES of them. */
export function completedOf(guide: BucketGuide): { moves: number; median: number | null } {
  const moves = countOf(guide.final);
  return { moves, median: moves >= COMPLETED_MIN_MOVES ? medianOf(guide.final) : null };
}

const EMPTY: BucketGuide = { quoted: new Map(), final: new Map(), companies: new Map() };
/** A move without a bucket (an unknown ZIP code) reads as a bucket with no data. */
export const emptyGuide = (): BucketGuide => EMPTY;

/**
 * The guide for a move: its inventory's cubic-feet band when it has an inventory and that band
 * holds MARKET_MIN_QUOTES quotes, else its bedroom count (at most 2 reads, access pattern P1).
 */
export async function guideFor(move: MoveShape): Promise<{ guide: BucketGuide; basis: GuideBasis }> {
  const volume = volumeBucketOf(move);
  if (volume) {
    const guide = await readBucketGuide(volume.bucket);
    if ((middleHalf(guide.quoted)?.count ?? 0) >= MARKET_MIN_QUOTES) return { guide, basis: volume.basis };
  }
  const bucket = bucketOf(move);
  return { guide: bucket ? await readBucketGuide(bucket) : emptyGuide(), basis: { kind: 'BEDROOMS' } };
}
