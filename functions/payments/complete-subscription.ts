import { routes } from '@schemas/routes';
import { PAYMENT_MESSAGES, type LiveSteps } from '@schemas/payments';
import { markWentLive, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { applyPaidCheckout } from './apply-checkout';
import { companyInPath } from '@functions/platform/http/callers-company';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { companysCheckout } from './companys-checkout';
import { subscriptionDetails } from './subscription-view';

/**
 * POST /api/moving-company/{id}/complete-subscription — the subscription redirect page after
 * checkout. Reads: the checkout session (access pattern P3), the session from Stripe (and for the monthly
 * plan its subscription), the company's plan (access pattern P1) and the token balance (access pattern T1). Writes: what the paid session
 * starts (the plan; for pay-per-lead the 20 tokens), once: the webhook may have applied it
 * first, then this changes nothing. 400 while the session is not paid; 403 for a session of
 * another company; 404 for an unknown session. The first time a company user comes back (a
 * conditional UpdateItem of the company's went_live_at) it also answers the 'You're live' steps.
 */
export const completeSubscription: PlainHandler<typeof routes.completeSubscription> = async ({
  auth,
  params,
  body,
}) => {
  const company = await companyInPath(auth, params.id);
  const { record, session } = await companysCheckout(company.id, body.session_id);
  if ((await applyPaidCheckout(record, session)) === 'not-paid') throw badRequest(PAYMENT_MESSAGES.sessionNotPaid);
  const { status, planType, tokensRemaining } = await subscriptionDetails(company.id);
  // The company's own first return (an admin paying for it does not use up its welcome).
  const firstTime = auth.role === 'MOVING_COMPANY' && (await markWentLive(company.id));
  return { status, planType, tokensRemaining, ...(firstTime ? { liveSteps: liveStepsOf(company) } : {}) };
};

/** What the company has done already of the steps the 'You're live' panel lists. */
const liveStepsOf = (company: MovingCompanyItem): LiveSteps => ({
  calendarPublished: (company.available_days?.length ?? 0) > 0,
  serviceAreaChosen: company.service_radius !== undefined,
});

export const handler = httpHandler(routes.completeSubscription, completeSubscription);
