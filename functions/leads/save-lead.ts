import { routes } from '@schemas/routes';
import { saveLeadOnce } from '@functions/core/data/saved/saved-leads';
import { findUser } from '@functions/core/data/user/users';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { leadForCompany } from './saved-leads';
import { toSavedLeadView } from './views';

/**
 * POST /api/my-saved-leads — the company saves a lead.
 * Reads: profile, company, the move request (access pattern 10), the customer's profile (first name).
 * Writes: the saved lead (saved leads, access pattern S1) (conditional create, with the customer's first name
 * copied in for the lists). Only an existing, open
 * move request of the company's state (404 otherwise, nothing stored). Idempotent: 201 for
 * the first save, 200 with the same record after that.
 */
export const saveLead: PlainHandler<typeof routes.saveLead> = async ({ auth, body }) => {
  const company = await callersLeadCompany(auth);
  const move = await leadForCompany(company, body.move_request_id);
  const customer = await findUser(move.user_id);
  const { item, created } = await saveLeadOnce(company.id, move.id, auth.userId, customer?.firstName);
  return new Reply(created ? 201 : 200, toSavedLeadView(item, move, customer));
};

export const handler = httpHandler(routes.saveLead, saveLead);
