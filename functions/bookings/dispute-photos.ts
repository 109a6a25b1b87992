import { COMPLETION_MESSAGES } from '@schemas/booking-completion';
import { allAcceptedAttachments } from '@functions/core/data/media/media';
import { badRequest } from '@functions/platform/http/errors';

/**
 * A dispute's photos: each an image the customer uploaded as an 'attachment' that passed the
 * image checks (functions/images; the upload record under the customer, ACCEPTED). Another
 * user's upload, a company image, an unchecked or refused upload or a made-up id: 400 with
 * `refusal` (a review's photos pass the same checks with their own message).
 */
export async function customersDisputePhotos(
  customerId: string,
  mediaIds: readonly string[],
  refusal: string = COMPLETION_MESSAGES.photoNotYours,
): Promise<string[]> {
  if (!(await allAcceptedAttachments(customerId, mediaIds))) throw badRequest(refusal);
  return [...new Set(mediaIds)];
}
