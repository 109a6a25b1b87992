import type { OwnReview } from '@schemas/reviews';
import { imageUrl } from '@functions/platform/images';

/** A review's photos with their browser addresses (only accepted uploads ever reach a review). */
export const reviewPhotos = (mediaIds: readonly string[]): OwnReview['photos'] =>
  mediaIds.map((id) => ({ media_id: id, url: imageUrl(id)! }));
