import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type MantineColor,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, LIMITS } from '@schemas/constants';
import { PLAN_TYPE_LABELS } from '@schemas/enums';
import type { SubscriptionDetails } from '@schemas/payments';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { paths } from '@web/config/paths';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import {
  useCreateTokenRefillCheckout,
  useOpenBillingPortal,
  useSubscriptionDetails,
} from '../api/subscription-queries';
import { SUBSCRIPTION_PANEL_MESSAGES as M } from '../messages';
import { describeSubscriptionStatus, type SubscriptionTone } from '../model/subscription-status';
import { TokenLedger } from './token-ledger';

const TONE_COLORS: Record<SubscriptionTone, MantineColor> = {
  active: 'green',
  waiting: 'yellow',
  inactive: 'red',
  unknown: 'gray',
};

const FIT_ON_WIDE = { base: '100%', xs: 'fit-content' } as const;

/**
 * The company's subscription on /profile (spec sections 2 and 9): plan, status, next bill,
 * tokens as n/20 with the refill button at 1 or fewer and the refill prompt at 0, and the
 * token ledger under the count. Without a company only the profile's status is known.
 */
export function SubscriptionPanel({
  companyId,
  profileStatus,
}: {
  companyId: string | null;
  profileStatus: string | null;
}) {
  return (
    <Paper component="section" aria-labelledby="subscription-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {companyId ? <CompanySubscription companyId={companyId} /> : <StatusOnly status={profileStatus} />}
    </Paper>
  );
}

function Heading({ status }: { status: string | null }) {
  const view = describeSubscriptionStatus(status);
  return (
    <Group justify="space-between" gap="sm">
      <Title order={2} size="h4" id="subscription-title">
        {M.title}
      </Title>
      <Badge variant="light" color={TONE_COLORS[view.tone]} size="lg">
        {view.label}
      </Badge>
    </Group>
  );
}

function StatusOnly({ status }: { status: string | null }) {
  const view = describeSubscriptionStatus(status);
  return (
    <Stack gap="sm">
      <Heading status={status} />
      <Text c="gray.8">{view.message}</Text>
      {view.canChoose && <ChooseButton />}
    </Stack>
  );
}

function ChooseButton() {
  return (
    <Button component={Link} to={paths.addStripe} w={FIT_ON_WIDE}>
      {M.choose}
    </Button>
  );
}

function CompanySubscription({ companyId }: { companyId: string }) {
  const details = useSubscriptionDetails(companyId);
  if (details.isPending || details.isError) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h4" id="subscription-title">
          {M.title}
        </Title>
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
  const plan = details.data;
  const view = describeSubscriptionStatus(plan.status);
  return (
    <Stack gap="md">
      <Heading status={plan.status} />
      {plan.planType === null ? (
        <>
          <Text c="gray.8">{view.message}</Text>
          <ChooseButton />
        </>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
            <Fact term={M.plan}>{plan.plan ?? PLAN_TYPE_LABELS[plan.planType]}</Fact>
            {plan.nextBillDate || plan.planType === 'flat_rate_monthly_subscription' ? (
              <Fact term={M.nextBill}>{nextBill(plan)}</Fact>
            ) : (
              <Fact term={M.billing}>{M.payPerLeadBilling}</Fact>
            )}
          </SimpleGrid>
          {plan.switchedFrom && (
            <Alert color="blue" variant="light" role="status">
              {M.switchedFrom(
                plan.switchedFrom.plan,
                plan.plan ?? PLAN_TYPE_LABELS[plan.planType],
                longDate(plan.switchedFrom.at),
              )}
              {plan.switchedFrom.refundedAmount
                ? ` ${M.switchRefunded(formatCents(plan.switchedFrom.refundedAmount))}`
                : null}
            </Alert>
          )}
          {plan.planType === 'flat_rate_monthly_subscription' && CARD_FAILED.has(plan.status) && (
            <UpdateCard companyId={companyId} />
          )}
          {view.canChoose && (
            <>
              <Text c="gray.8">{view.message}</Text>
              <ChooseButton />
            </>
          )}
          {plan.planType === 'pay_per_lead_subscription_start' && <Tokens companyId={companyId} details={plan} />}
        </>
      )}
    </Stack>
  );
}

/** Statuses in which Stripe could not charge the card on file. */
const CARD_FAILED: ReadonlySet<string> = new Set(['past_due', 'unpaid']);

/** A failed card: Stripe's customer portal takes a new one; back on /profile the panel shows the result. */
function UpdateCard({ companyId }: { companyId: string }) {
  const portal = useOpenBillingPortal();
  function open() {
    portal.mutate(companyId, {
      onSuccess: (url) => browserNavigation.assign(url),
      onError: (error) => notify.failure(M.updateCardFailed, error, { withServerErrors: true }),
    });
  }
  return (
    <Alert color="red" variant="light" title={M.cardFailedTitle}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{M.cardFailed}</Text>
        <Button onClick={open} loading={portal.isPending || portal.isSuccess}>
          {M.updateCard}
        </Button>
      </Stack>
    </Alert>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {term}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

function nextBill(plan: SubscriptionDetails): string {
  if (!plan.nextBillDate) return M.noNextBill;
  const date = longDate(plan.nextBillDate);
  return plan.nextBillAmount === null ? date : `${formatCents(plan.nextBillAmount)} on ${date}`;
}

function Tokens({ companyId, details }: { companyId: string; details: SubscriptionDetails }) {
  const refill = useCreateTokenRefillCheckout();
  const remaining = details.tokensRemaining ?? 0;
  const bundle = details.tokensPerBundle;
  const low = remaining <= LIMITS.tokenRefillThreshold;

  function startRefill() {
    refill.mutate(companyId, {
      onSuccess: (checkoutUrl) => browserNavigation.assign(checkoutUrl),
      onError: (error) => {
        console.error('Opening the token refill failed', error);
        notify.failure(M.refillFailed, error, { withServerErrors: true });
      },
    });
  }

  return (
    <Stack gap="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{M.tokens}</Text>
          <Text fw={800} fz="lg">
            {M.tokensOf(remaining, bundle)}
          </Text>
        </Group>
        <Progress
          value={Math.min(100, (remaining / bundle) * 100)}
          color={low ? 'red' : 'brand'}
          aria-label={M.tokensRemaining(remaining, bundle)}
        />
      </Stack>
      {remaining === 0 && (
        <Alert color="red" variant="light" title={M.outOfTokensTitle} role="status">
          {M.outOfTokens}
        </Alert>
      )}
      {low && (
        <Button onClick={startRefill} loading={refill.isPending || refill.isSuccess} w={FIT_ON_WIDE}>
          {M.refill}
        </Button>
      )}
      <Divider my={4} />
      <TokenLedger companyId={companyId} />
    </Stack>
  );
}
