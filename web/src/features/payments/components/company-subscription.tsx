import { Stack, Text } from '@mantine/core';
import type { SubscriptionDetails } from '@schemas/payments';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { useSubscriptionDetails } from '../api/subscription-queries';
import { SUBSCRIPTION_PANEL_MESSAGES as M } from '../messages';
import { describeSubscriptionStatus } from '../model/subscription-status';
import { PlanFacts, PlanSwitchNote } from './plan-facts';
import { ChooseButton, SubscriptionHeading } from './subscription-heading';
import { TokenBalance } from './token-balance';
import { CARD_FAILED, UpdateCard } from './update-card';

/** The company's plan as its details say, once they have loaded. */
export function CompanySubscription({ companyId }: { companyId: string }) {
  const details = useSubscriptionDetails(companyId);
  if (details.isPending || details.isError) {
    return (
      <Stack gap="sm">
        <SubscriptionHeading />
        {details.isError ? (
          <LoadErrorAlert
            title={M.loadFailed}
            error={details.error}
            retrying={details.isFetching}
            onRetry={() => void details.refetch()}
          />
        ) : (
          <LoadingState label={M.loading} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <SubscriptionHeading status={details.data.status} />
      <PlanSummary companyId={companyId} plan={details.data} />
    </Stack>
  );
}

/** No plan: the way to choose one. A plan: its facts, the switch note, a failed card, the tokens. */
function PlanSummary({ companyId, plan }: { companyId: string; plan: SubscriptionDetails }) {
  const view = describeSubscriptionStatus(plan.status);
  const { planType } = plan;
  const choose = (
    <>
      <Text c="gray.8">{view.message}</Text>
      <ChooseButton />
    </>
  );
  if (planType === null) return choose;
  return (
    <>
      <PlanFacts plan={{ ...plan, planType }} />
      <PlanSwitchNote plan={{ ...plan, planType }} />
      {planType === 'flat_rate_monthly_subscription' && CARD_FAILED.has(plan.status) && (
        <UpdateCard companyId={companyId} />
      )}
      {view.canChoose && choose}
      {planType === 'pay_per_lead_subscription_start' && <TokenBalance companyId={companyId} details={plan} />}
    </>
  );
}
