import { routes } from '@schemas/routes';
import { unsaveCompany } from '@functions/core/data/saved/saved-companies';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * DELETE /api/saved-moving-company/{id} — id is the moving company id.
 * Writes: DeleteItem the saved company (access pattern 17) with attribute_exists (404 when it was not saved).
 * Callers: MOVER; the key is built from the caller's sub, so only their own record goes.
 */
export const deleteSavedMovingCompany: PlainHandler<typeof routes.deleteSavedMovingCompany> = async ({
  auth,
  params,
}) => {
  if (!(await unsaveCompany(auth.userId, params.id))) throw notFound('Saved moving company not found');
  return { success: true as const };
};

export const handler = httpHandler(routes.deleteSavedMovingCompany, deleteSavedMovingCompany);
