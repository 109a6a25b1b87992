import type { ImageKind } from '@schemas/company-profile';
import { findAttachmentMedia, findMedia, type MediaItem } from '@functions/core/data/media/media';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { InvalidError } from '@functions/platform/domain-errors';

type CompanyImageKind = Exclude<ImageKind, 'attachment'>;

/**
 * May this media id be saved as a company's logo or hero? Only when upload-image accepted it
 * as that kind: uploaded by the company itself (its image record) or, for an
 * admin, by that admin (the admin's upload record; an admin also may reuse the
 * company's own uploads). The id already saved on the company passes as is. `company` is null
 * while an admin creates one. Anything else is a 400 on the field, before anything is written.
 */
export async function assertUsableCompanyImage(
  auth: AuthContext,
  company: { id: string; logo_mediaId?: string; hero_mediaId?: string } | null,
  kind: CompanyImageKind,
  mediaId: string | undefined,
): Promise<void> {
  if (!mediaId) return;
  const field = `${kind}_mediaId` as const;
  if (company?.[field] === mediaId) return;
  let media: MediaItem | null = company ? await findMedia(company.id, mediaId) : null;
  if (!usable(media, kind) && auth.role === 'ADMIN') media = await findAttachmentMedia(auth.userId, mediaId);
  if (!usable(media, kind)) {
    const whose = auth.role === 'ADMIN' ? "this company's" : "your company's";
    throw new InvalidError(`${field}: this image was not uploaded and accepted as ${whose} ${kind}`, {
      fields: { [field]: 'Image not accepted' },
    });
  }
}

const usable = (media: MediaItem | null, kind: CompanyImageKind): boolean =>
  media?.status === 'ACCEPTED' && media.kind === kind;
