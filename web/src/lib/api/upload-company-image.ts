import { routes } from '@schemas/routes';
import { IMAGE_MESSAGES, type ImageContentType, type ImageKind } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { apiRequest } from '../api-client';

/** A logo or hero that passed the server's checks: its media id and where it is served. */
export interface UploadedImage {
  mediaId: string;
  url: string;
}

/** Spec section 8 (company editor and admin form alike). */
export const IMAGE_UPLOAD_MESSAGES = {
  imageUploaded: 'Image uploaded successfully!',
  uploadFailed: (reason: string) => `Failed to upload image: ${reason}`,
  noFileUrl: 'No file URL received for image upload',
  invalidFile: (kind: string) => `Invalid file provided for ${kind} upload`,
} as const;

/**
 * A company image (the company's editor and the admin's form) in three steps (docs/images.md): ask for a presigned PUT, send the file
 * straight to storage, then let the server check what was stored (type, size, pixels).
 * Throws an Error whose message is the text to show.
 */
export class ImageUploadError extends Error {
  override readonly name = 'ImageUploadError';
}

const isImageType = (type: string): type is ImageContentType =>
  (LIMITS.imageContentTypes as readonly string[]).includes(type);

export async function uploadCompanyImage(file: File | null | undefined, kind: ImageKind): Promise<UploadedImage> {
  if (!file || !isImageType(file.type)) throw new ImageUploadError(IMAGE_UPLOAD_MESSAGES.invalidFile(kind));
  if (file.size > LIMITS.imageMaxBytes)
    throw new ImageUploadError(IMAGE_UPLOAD_MESSAGES.uploadFailed(IMAGE_MESSAGES.tooLarge));
  try {
    const ticket = await apiRequest(routes.createImageUpload, {
      body: { kind, fileName: file.name, contentType: file.type, size: file.size },
    });
    const stored = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file });
    if (!stored.ok) throw new Error('The file could not be stored');
    const answer = await apiRequest(routes.uploadImage, { body: { mediaId: ticket.mediaId, kind } });
    if (!answer.file?.url) throw new ImageUploadError(IMAGE_UPLOAD_MESSAGES.noFileUrl);
    return { mediaId: answer.file.mediaId, url: answer.file.url };
  } catch (error) {
    if (error instanceof ImageUploadError) throw error;
    throw new ImageUploadError(IMAGE_UPLOAD_MESSAGES.uploadFailed((error as Error).message), { cause: error });
  }
}
