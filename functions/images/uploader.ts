import { COMPANY_IMAGE_KINDS, IMAGE_MESSAGES, type ImageKind } from '@schemas/company-profile';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { callersCompany } from '@functions/platform/http/callers-company';
import { forbidden } from '@functions/platform/http/errors';

/**
 * Who an upload belongs to. A logo or hero is its company's (a company user: no company
 * linked is a 404), or an admin's own (companyId null: kept under the admin, who may put it on
 * any company, including one not created yet); a MOVER gets 403. An attachment is its
 * uploader's, customer or company user (a company user's attachment also names the company,
 * for the record).
 */
export async function uploaderOf(auth: AuthContext, kind: ImageKind): Promise<{ companyId: string | null }> {
  if (COMPANY_IMAGE_KINDS.includes(kind)) {
    if (auth.role === 'ADMIN') return { companyId: null };
    if (auth.role !== 'MOVING_COMPANY') throw forbidden(IMAGE_MESSAGES.companyImagesOnly);
    return { companyId: (await callersCompany(auth)).id };
  }
  return { companyId: auth.role === 'MOVING_COMPANY' ? (await callersCompany(auth)).id : null };
}
