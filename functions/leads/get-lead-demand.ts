import { routes } from '@schemas/routes';
import { COMPANY_NOT_VERIFIED } from '@schemas/companies';
import { callersCompany } from '@functions/platform/http/callers-company';
import { forbidden } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { leadDemandOf } from './lead-demand';

/**
 * GET /api/lead-demand — the demand a company meets on the paywall: how many open leads lie in
 * its service area over the next 30 days, and a few anonymised cards (docs/leads.md, Demand
 * preview). Reads: the caller's profile and company (GetItems), then the company state's lead
 * index over the window, a page of 50 at a time, at most 8 pages. Callers: a verified
 * MOVING_COMPANY, with or without a plan (no 402: it is what the company sees before paying);
 * 404 without a company, 403 until verified.
 */
export const getLeadDemand: PlainHandler<typeof routes.getLeadDemand> = async ({ auth }) => {
  const company = await callersCompany(auth);
  if (company.is_verified !== true) throw forbidden(COMPANY_NOT_VERIFIED);
  return leadDemandOf(company);
};

export const handler = httpHandler(routes.getLeadDemand, getLeadDemand);
