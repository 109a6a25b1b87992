import { milesBetween, zipPlace } from '@functions/platform/geo/zip-coordinates';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { PricePlacement } from '@functions/core/data/price-guide/price-guide-writes';
import { binOf } from '@functions/core/data/price-guide/price-histogram';
import { VOLUME_BAND_EDGES, type GuideBasis } from '@schemas/price-guide';

/*
 * 'Moves like yours' (docs/price-guidance.md): same origin state, bedrooms within one, the same
 * distance band between the origin and destination ZIP codes, packing or not. A price is filed
 * in the buckets of its own bedroom count and both neighbours, so the one bucket of a move's own
 * count holds every similar quote.
 */

export const DISTANCE_BANDS = ['UNDER_50', '50_150', 'OVER_150'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

/** Bedroom counts above this share its bucket ('6 or more'). */
export const MAX_BEDROOMS = 6;

/** Under 50 miles, 50 to 150, over 150 (straight line between the ZIP codes). */
export function distanceBandOf(miles: number): DistanceBand {
  if (miles < 50) return 'UNDER_50';
  return miles <= 150 ? '50_150' : 'OVER_150';
}

/** What a bucket is read from: a move request, or the seed's description of a past move. */
export interface MoveShape {
  from_location: Pick<MoveRequestItem['from_location'], 'state' | 'zip' | 'count_bedrooms'>;
  to_location: Pick<MoveRequestItem['to_location'], 'zip'>;
  is_packing_required: boolean;
  /** The inventory's total cubic feet (a move without one is compared by bedrooms only). */
  inventory_cubic_feet?: number | null;
}

/** The miles between the move's ZIP codes; null when the dataset does not know one of them. */
export function moveMiles(move: MoveShape): number | null {
  const from = zipPlace(move.from_location.zip);
  const to = zipPlace(move.to_location.zip);
  return from && to ? milesBetween(from, to) : null;
}

const bedroomsOf = (move: MoveShape) =>
  Math.min(MAX_BEDROOMS, Math.max(0, Math.round(move.from_location.count_bedrooms)));

function bucketKey(move: MoveShape, band: DistanceBand, bedrooms: number): string {
  return `${move.from_location.state}#${bedrooms}BR#${band}#${move.is_packing_required ? 'PACKING' : 'NO_PACKING'}`;
}

/** The cubic-feet band of an inventory: the index of the last edge at or below it. */
export function volumeBandOf(cubicFeet: number): number {
  let band = 0;
  VOLUME_BAND_EDGES.forEach((edge, index) => {
    if (cubicFeet >= edge) band = index;
  });
  return band;
}

const volumeKey = (move: MoveShape, band: DistanceBand, volumeBand: number) =>
  `${move.from_location.state}#V${volumeBand}#${band}#${move.is_packing_required ? 'PACKING' : 'NO_PACKING'}`;

const hasInventory = (move: MoveShape): move is MoveShape & { inventory_cubic_feet: number } =>
  typeof move.inventory_cubic_feet === 'number' && move.inventory_cubic_feet > 0;

/** The volume bucket a move with an inventory reads first, and what it means; null without one. */
export function volumeBucketOf(move: MoveShape): { bucket: string; basis: GuideBasis } | null {
  const miles = moveMiles(move);
  if (miles === null || !hasInventory(move)) return null;
  const band = volumeBandOf(move.inventory_cubic_feet);
  return {
    bucket: volumeKey(move, distanceBandOf(miles), band),
    basis: {
      kind: 'VOLUME',
      low_cubic_feet: VOLUME_BAND_EDGES[band],
      high_cubic_feet: VOLUME_BAND_EDGES[band + 1] ?? null,
    },
  };
}

/** The bucket a move's guidance is read from; null when a ZIP code is unknown (no guidance). */
export function bucketOf(move: MoveShape): string | null {
  const miles = moveMiles(move);
  return miles === null ? null : bucketKey(move, distanceBandOf(miles), bedroomsOf(move));
}

/**
 * The buckets a price of this move is filed in: its bedroom count and both neighbours (0 to
 * MAX_BEDROOMS), and with an inventory its cubic-feet band and both neighbours.
 */
export function bucketsFor(move: MoveShape): string[] {
  const miles = moveMiles(move);
  if (miles === null) return [];
  const band = distanceBandOf(miles);
  const own = bedroomsOf(move);
  const byBedrooms = [own - 1, own, own + 1]
    .filter((bedrooms) => bedrooms >= 0 && bedrooms <= MAX_BEDROOMS)
    .map((bedrooms) => bucketKey(move, band, bedrooms));
  if (!hasInventory(move)) return byBedrooms;
  // With an inventory, also in its cubic-feet band and both neighbours.
  const volume = volumeBandOf(move.inventory_cubic_feet);
  const byVolume = [volume - 1, volume, volume + 1]
    .filter((index) => index >= 0 && index < VOLUME_BAND_EDGES.length)
    .map((index) => volumeKey(move, band, index));
  return [...byBedrooms, ...byVolume];
}

/**
 * The one figure a quote adds: its total, or the middle of its range when it has a top price
 * (a structured estimate's price and top_price are its totals).
 */
export function quotedTotal(quote: { price?: number; top_price?: number }): number | null {
  if (quote.price === undefined || quote.price <= 0) return null;
  const top = quote.top_price !== undefined && quote.top_price > quote.price ? quote.top_price : quote.price;
  return (quote.price + top) / 2;
}

/** Where a price of this move goes; null when it cannot be filed (an unknown ZIP code). */
export function placementOf(move: MoveShape, price: number): PricePlacement | null {
  const buckets = bucketsFor(move);
  return buckets.length > 0 ? { buckets, bin: binOf(price) } : null;
}
