import { routes } from '@schemas/routes';
import type { ImageKind } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { IMAGE_MESSAGES } from '@schemas/company-profile';
import { apiRequest } from '@web/lib/api-client';
import { MESSAGES_PAGE } from '../messages';

/**
 * An image for a message in the three steps of the company images (docs/images.md): a
 * presigned PUT, the file straight to storage, then the server's check. Kind 'attachment'
 * (open to both sides, no minimum size). Throws an Error whose message is the text to show.
 */
export class AttachmentError extends Error {
  override readonly name = 'AttachmentError';
}

const ATTACHMENT_KIND: ImageKind = 'attachment';

export const isSendableImage = (file: File) => (LIMITS.imageContentTypes as readonly string[]).includes(file.type);

export async function uploadAttachment(file: File): Promise<{ mediaId: string; url: string }> {
  if (!isSendableImage(file)) throw new AttachmentError(MESSAGES_PAGE.invalidImage);
  if (file.size > LIMITS.imageMaxBytes)
    throw new AttachmentError(MESSAGING_MESSAGES.uploadImage(IMAGE_MESSAGES.tooLarge));
  try {
    const ticket = await apiRequest(routes.createImageUpload, {
      body: {
        kind: ATTACHMENT_KIND,
        fileName: `${Date.now()}-${file.name}`,
        contentType: file.type as (typeof LIMITS.imageContentTypes)[number],
        size: file.size,
      },
    });
    const stored = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file });
    if (!stored.ok) throw new Error('The file could not be stored');
    const answer = await apiRequest(routes.uploadImage, { body: { mediaId: ticket.mediaId, kind: ATTACHMENT_KIND } });
    if (!answer.file?.mediaId) throw new AttachmentError(MESSAGING_MESSAGES.missingImageData);
    return { mediaId: answer.file.mediaId, url: answer.file.url };
  } catch (error) {
    if (error instanceof AttachmentError) throw error;
    throw new AttachmentError(MESSAGING_MESSAGES.uploadImage((error as Error).message), { cause: error });
  }
}
