import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { findAttachmentMedia } from '@functions/core/data/media/media';
import { badRequest } from '@functions/platform/http/errors';

/**
 * The attachment ids of a message, each an image the sender uploaded as an 'attachment' and
 * the server accepted (the sender's upload record, ACCEPTED); anything else (another user's
 * upload, a logo, an unchecked or refused upload, a made-up id) → 400 attachmentNotYours.
 * Repeats are kept once.
 */
export async function sendersAttachments(senderId: string, mediaIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(mediaIds)];
  const records = await Promise.all(ids.map((id) => findAttachmentMedia(senderId, id)));
  if (records.some((media) => !media || media.status !== 'ACCEPTED' || media.kind !== 'attachment')) {
    throw badRequest(MESSAGING_MESSAGES.attachmentNotYours);
  }
  return ids;
}
