import { routes } from '../../schemas/routes';
import { toPublicMovingCompany } from '../core/data/company-views';
import { movingCompanyEntity } from '../core/data/moving-companies';
import { findUserConsistently } from '../core/data/profile-reads';
import { quotesOfMove } from '../core/data/quotes';
import { httpHandler, type PlainHandler } from '../core/http/handler';
import { toCustomerQuote } from './views';

/**
 * GET /api/my-quotes — the customer's quotes, newest activity first, each with its company.
 * Reads: USER#<sub>/PROFILE (a customer has one move request), Query MOVE#<id>
 * begins_with QUOTE#, BatchGet of the companies. Callers: MOVER. No move request: [].
 */
export const listMyQuotes: PlainHandler<typeof routes.listMyQuotes> = async ({ auth }) => {
  const profile = await findUserConsistently(auth.userId);
  if (!profile?.move_request_id) return [];
  const quotes = (await quotesOfMove(profile.move_request_id, { consistent: true })).filter((q) => q.customer_id === auth.userId);
  if (quotes.length === 0) return [];
  const { data: companies } = await movingCompanyEntity()
    .get([...new Set(quotes.map((q) => q.moving_company_id))].map((id) => ({ id })))
    .go();
  const companyOf = new Map(companies.map((c) => [c.id, toPublicMovingCompany(c)]));
  return quotes
    .map((q) => toCustomerQuote(q, companyOf.get(q.moving_company_id) ?? null))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
};

export const handler = httpHandler(routes.listMyQuotes, listMyQuotes);
