import { formatInstantDay } from '@schemas/date-text';
import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { formatCents } from '@schemas/constants';
import { PLAN_TYPE_LABELS } from '@schemas/enums';
import type { SubscriptionDetails } from '@schemas/payments';
import { SUBSCRIPTION_PANEL_MESSAGES as M } from '../messages';

/** A company's plan, once it has one. */
type ChosenPlan = SubscriptionDetails & { planType: NonNullable<SubscriptionDetails['planType']> };

/** The plan's name and its next bill (monthly) or how it is billed (pay per lead). */
export function PlanFacts({ plan }: { plan: ChosenPlan }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
      <Fact term={M.plan}>{planName(plan)}</Fact>
      {plan.nextBillDate || plan.planType === 'flat_rate_monthly_subscription' ? (
        <Fact term={M.nextBill}>{nextBill(plan)}</Fact>
      ) : (
        <Fact term={M.billing}>{M.payPerLeadBilling}</Fact>
      )}
    </SimpleGrid>
  );
}

/** The one line about a plan switch, and the refund when the replaced plan was bought twice by mistake. */
export function PlanSwitchNote({ plan }: { plan: ChosenPlan }) {
  const { switchedFrom } = plan;
  if (!switchedFrom) return null;
  return (
    <Alert color="blue" variant="light" role="status">
      {M.switchedFrom(switchedFrom.plan, planName(plan), longDate(switchedFrom.at))}
      {switchedFrom.refundedAmount ? ` ${M.switchRefunded(formatCents(switchedFrom.refundedAmount))}` : null}
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

const planName = (plan: ChosenPlan) => plan.plan ?? PLAN_TYPE_LABELS[plan.planType];

const longDate = (iso: string) => formatInstantDay(iso);

function nextBill(plan: SubscriptionDetails): string {
  if (!plan.nextBillDate) return M.noNextBill;
  const date = longDate(plan.nextBillDate);
  return plan.nextBillAmount === null ? date : `${formatCents(plan.nextBillAmount)} on ${date}`;
}
