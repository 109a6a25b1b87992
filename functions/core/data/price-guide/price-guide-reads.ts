import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { marketKey } from './price-guide-items';
import type { PriceHistogram } from './price-histogram';

/** A company's quoted totals in one bucket, as copied onto the market item. */
export interface CompanyPriceRange {
  count: number;
  low: number;
  high: number;
}

export interface BucketGuide {
  /** The quoted totals of every company in the bucket. */
  quoted: PriceHistogram;
  /** The final prices of the bucket's completed moves. */
  final: PriceHistogram;
  /** Each company's middle half of its own quoted totals, by company id. */
  companies: ReadonlyMap<string, CompanyPriceRange>;
}

const histogramOf = (item: Record<string, unknown>, prefix: string): PriceHistogram =>
  new Map(
    Object.entries(item)
      .filter(([name, value]) => name.startsWith(prefix) && typeof value === 'number' && value > 0)
      .map(([name, value]) => [Number(name.slice(prefix.length)), value as number]),
  );

/**
 * Access pattern P1: one bucket's guide, one GetItem (PRICEGUIDE#<bucket> / MARKET); empty
 * histograms when nothing was quoted in it yet.
 */
export async function readBucketGuide(bucket: string): Promise<BucketGuide> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: marketKey(bucket) }));
  const item = Item ?? {};
  const companies = (item.companies ?? {}) as Record<string, CompanyPriceRange>;
  return {
    quoted: histogramOf(item, 'q_'),
    final: histogramOf(item, 'f_'),
    companies: new Map(
      Object.entries(companies).map(([id, range]) => [id, { count: range.count, low: range.low, high: range.high }]),
    ),
  };
}
