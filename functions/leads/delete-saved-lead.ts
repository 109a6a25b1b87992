import { routes } from '@schemas/routes';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { unsaveOwnLead } from './saved-leads';

/**
 * DELETE /api/my-saved-leads/{id} — id is the move request id; the body's move_request_id
 * (the spec sends it) must name the same move when present (400 otherwise, nothing deleted).
 * Writes: DeleteItem the saved lead (saved leads, access pattern S1) with attribute_exists (404 when not
 * saved). The key is built from the caller's company, so only its own record goes.
 */
export const deleteSavedLead: PlainHandler<typeof routes.deleteSavedLead> = async ({ auth, params, body }) => {
  if (body?.move_request_id && body.move_request_id !== params.id) {
    throw badRequest('move_request_id must match the id in the path');
  }
  const company = await callersLeadCompany(auth);
  return unsaveOwnLead(company, params.id);
};

export const handler = httpHandler(routes.deleteSavedLead, deleteSavedLead);
