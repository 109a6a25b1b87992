import { routes } from '@schemas/routes';
import { findSavedCompany } from '@functions/core/data/saved/saved-companies';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { toSavedView } from './views';

/**
 * GET /api/saved-moving-company/{id} — is this company saved by me? id is the company id.
 * Reads: the saved company (access pattern 17) (consistent), then the company (access pattern 5) when saved.
 * Answers [record] when saved, [] otherwise (the spec: a non-empty array means saved). A
 * company no longer verified (or gone) counts as not saved, as in the list.
 */
export const getSavedMovingCompany: PlainHandler<typeof routes.getSavedMovingCompany> = async ({ auth, params }) => {
  const saved = await findSavedCompany(auth.userId, params.id);
  if (!saved) return [];
  const company = await findCompany(params.id);
  return company?.is_verified ? [toSavedView(saved, company)] : [];
};

export const handler = httpHandler(routes.getSavedMovingCompany, getSavedMovingCompany);
