import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { unsaveOwnLead } from './saved-leads';

/**
 * DELETE /api/my-saved-leads — the move named by the body's move_request_id.
 * Writes: DeleteItem the saved lead (saved leads, access pattern S1) with attribute_exists (404 when not saved).
 */
export const deleteSavedLeadByBody: PlainHandler<typeof routes.deleteSavedLeadByBody> = async ({ auth, body }) => {
  const company = await callersLeadCompany(auth);
  return unsaveOwnLead(company, body.move_request_id);
};

export const handler = httpHandler(routes.deleteSavedLeadByBody, deleteSavedLeadByBody);
