import { routes } from '@schemas/routes';
import { PRICES } from '@schemas/constants';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { applyPaidCheckout } from './apply-checkout';
import { tokenBalance } from '@functions/core/data/lead-tokens/lead-tokens';
import { companyInPath } from '@functions/platform/http/callers-company';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { companysCheckout } from './companys-checkout';

/**
 * GET /api/moving-company-tokens/refill-success?session_id&moving_company_id — the refill
 * success page. Reads: the checkout session (access pattern P3), the session from Stripe, the token
 * balance (access pattern T1). Writes: the session's 20 tokens, credited once. When they were credited before (a
 * reload, or the webhook came first) it answers tokensAdded 0 and alreadyApplied, so the page
 * never says '20 tokens added' twice for one payment. An unpaid session answers success false with the reason; a session
 * of another company 403; a checkout that buys no tokens 400.
 */
export const getTokenRefillSuccess: PlainHandler<typeof routes.getTokenRefillSuccess> = async ({ auth, query }) => {
  const company = await companyInPath(auth, query.moving_company_id);
  const { record, session } = await companysCheckout(company.id, query.session_id);
  if (record.purpose !== 'token_refill' && record.purpose !== 'pay_per_lead_start')
    throw badRequest(PAYMENT_MESSAGES.sessionNotFound);
  const outcome = await applyPaidCheckout(record, session);
  const tokensRemaining = await tokenBalance(company.id);
  if (outcome === 'not-paid')
    return { success: false, tokensAdded: 0, tokensRemaining, error: PAYMENT_MESSAGES.sessionNotPaid };
  if (outcome === 'already-applied') return { success: true, tokensAdded: 0, alreadyApplied: true, tokensRemaining };
  return { success: true, tokensAdded: PRICES.payPerLeadBundleTokens, alreadyApplied: false, tokensRemaining };
};

export const handler = httpHandler(routes.getTokenRefillSuccess, getTokenRefillSuccess);
