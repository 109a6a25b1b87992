import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { PRICE_BIN_EDGES } from './price-histogram';

/*
 * The price guide's items (docs/price-guidance.md). A bucket is 'moves like yours': origin
 * state, bedrooms, distance band, packing (`NC#2BR#50_150#PACKING`), built by the price-guide
 * domain. A quote is filed in the buckets of its bedroom count and both neighbours, so one
 * bucket read answers 'bedrooms within one'.
 */

/** Attribute names of the quoted-total bins (q_<lower edge>) and the completed final-price bins (f_<lower edge>). */
export const quotedBin = (edge: number) => `q_${edge}`;
export const finalBin = (edge: number) => `f_${edge}`;

const binAttributes = (name: (edge: number) => string) =>
  Object.fromEntries(PRICE_BIN_EDGES.map((edge) => [name(edge), { type: 'number' as const }])) as Record<
    string,
    { type: 'number' }
  >;

/**
 * One bucket's guide: PRICEGUIDE#<bucket> / MARKET. The market's histogram of quoted totals
 * (q_*), the histogram of completed moves' final prices (f_*), and `companies`: per company
 * its own middle half ({ count, low, high, version }), copied from its company item after each
 * change. The one item every guidance read gets.
 */
export const priceGuideMarketEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'priceGuideMarket', version: '1', service: 'movematch' },
        attributes: {
          bucket: { type: 'string', required: true, readOnly: true },
          companies: { type: 'any' },
          ...binAttributes(quotedBin),
          ...binAttributes(finalBin),
        },
        indexes: {
          byBucket: {
            pk: { field: 'pk', composite: ['bucket'], template: 'PRICEGUIDE#${bucket}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'MARKET', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * One company's quoted totals in a bucket: PRICEGUIDE#<bucket> / COMPANY#<company id>, its
 * histogram (q_*) and a version that every change adds 1 to, so the copy of its middle half
 * on the market item is only ever replaced by a newer one.
 */
export const priceGuideCompanyEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'priceGuideCompany', version: '1', service: 'movematch' },
        attributes: {
          bucket: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          version: { type: 'number' },
          ...binAttributes(quotedBin),
        },
        indexes: {
          byBucketCompany: {
            pk: { field: 'pk', composite: ['bucket'], template: 'PRICEGUIDE#${bucket}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * What one quote (kind QUOTED) or one completed move (kind FINAL, keyed by its quote id)
 * added to the guide: PRICESAMPLE#<quote id> / <kind>, with its buckets, bin and a version.
 * A re-sent quote moves its count from the old bin to the new one, so it counts once.
 */
export const priceGuideSampleEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'priceGuideSample', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          kind: { type: ['QUOTED', 'FINAL'] as const, required: true, readOnly: true },
          moving_company_id: { type: 'string' },
          buckets: { type: 'list', items: { type: 'string' } },
          bin: { type: 'number' },
          version: { type: 'number' },
        },
        indexes: {
          byQuote: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'PRICESAMPLE#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['kind'], template: '${kind}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type PriceGuideSampleItem = EntityItem<ReturnType<typeof priceGuideSampleEntity>>;

type KeyOf = { params: <T>() => T };
const keyOf = (operation: unknown) => (operation as KeyOf).params<{ Key: Record<string, unknown> }>().Key;

export const marketKey = (bucket: string) => keyOf(priceGuideMarketEntity().get({ bucket }));
export const companyKey = (bucket: string, companyId: string) =>
  keyOf(priceGuideCompanyEntity().get({ bucket, moving_company_id: companyId }));
export const sampleKey = (quoteId: string, kind: 'QUOTED' | 'FINAL') =>
  keyOf(priceGuideSampleEntity().get({ quote_id: quoteId, kind }));
