import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { MoveShape } from './buckets';

/** A stored move request as the price guide reads it: its places, bedrooms, packing and inventory volume. */
export const moveShapeOf = (move: MoveRequestItem): MoveShape => ({
  from_location: move.from_location,
  to_location: move.to_location,
  is_packing_required: move.is_packing_required,
  inventory_cubic_feet: move.inventory_cubic_feet ?? null,
});
