import { useEffect, useRef, useState } from 'react';
import { Container, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '@schemas/constants';
import type { LiveSteps } from '@schemas/payments';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import type { CurrentUser } from '@web/lib/api/get-user';
import { useCompleteSubscription } from '../api/complete-subscription';
import { CompanyOrAdmin } from '../components/company-or-admin';
import { PaymentOutcome } from '../components/payment-outcome';
import { YoureLivePanel } from '../components/youre-live-panel';
import { PAYMENTS_MESSAGES as M } from '../messages';

/**
 * /moving-company/subscription-redirect?session_id=... (the checkout's success address):
 * completes the subscription, then /profile, or /admin-dashboard for an admin (spec section 2).
 * A company's first return stays on the 'You're live' panel with its next steps.
 */
export function SubscriptionRedirectPage() {
  usePageTitle('Completing your subscription');
  return (
    <Container size="xs" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <CompanyOrAdmin>{(user) => <CompleteSubscription user={user} />}</CompanyOrAdmin>
    </Container>
  );
}

type Outcome =
  | { state: 'working' }
  | { state: 'success' }
  | { state: 'live'; steps: LiveSteps }
  | { state: 'error'; message: string };

function CompleteSubscription({ user }: { user: CurrentUser }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteSubscription();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  const sessionId = searchParams.get('session_id');
  const adminCompanyId = searchParams.get('movingCompanyId');
  const forAdmin = user.role === 'ADMIN' || adminCompanyId !== null;
  const companyId = (user.role === 'ADMIN' ? adminCompanyId : user.moving_company_id) ?? null;
  const target = forAdmin ? paths.adminDashboard : paths.profile;

  // Once per visit (React may run effects twice in development).
  const { mutate } = complete;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!sessionId) return setOutcome({ state: 'error', message: M.missingSessionId });
    if (!companyId) return setOutcome({ state: 'error', message: forAdmin ? M.adminPickCompany : M.noCompany });
    mutate(
      { companyId, sessionId },
      {
        // The first time only, the company stays on the 'You're live' panel instead of moving on.
        onSuccess: (result) =>
          setOutcome(result.liveSteps ? { state: 'live', steps: result.liveSteps } : { state: 'success' }),
        onError: (error) => {
          console.error('Completing the subscription failed', error);
          setOutcome({ state: 'error', message: error.message });
        },
      },
    );
  }, [mutate, sessionId, companyId, forAdmin]);

  useEffect(() => {
    if (outcome.state === 'working' || outcome.state === 'live') return;
    const delay = outcome.state === 'success' ? TIMINGS.subscriptionSuccessRedirectMs : TIMINGS.errorRedirectMs;
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [outcome.state, navigate, target]);

  if (outcome.state === 'working') return <PaymentOutcome state="working" title={M.completing} />;
  if (outcome.state === 'success') return <PaymentOutcome state="success" title={M.completed} />;
  if (outcome.state === 'live') return <YoureLivePanel steps={outcome.steps} />;
  return (
    <PaymentOutcome state="error" title={M.completeFailed}>
      <Text c="gray.8">{outcome.message}</Text>
      <Text size="sm" c="gray.7">
        {M.redirectingSoon}
      </Text>
    </PaymentOutcome>
  );
}
