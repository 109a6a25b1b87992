import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, type EntityItem } from 'electrodb';
import { PLAN_TYPES, type PlanType } from '@schemas/enums';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * A moving company's plan (spec section 7, Subscriptions and tokens). Key COMPANY#<id> /
 * SUBSCRIPTION, next to the company's profile: one plan per company, shared by its users.
 * Stripe is the source of truth; this item is what its events and the checkout redirects
 * last told us. `provider_updated_at` (epoch seconds) is the time of the Stripe state the
 * item holds: a change older than it is refused by the write's condition, so events that
 * arrive out of order end in the newest state. A canceled Stripe subscription stays
 * canceled: only a new checkout (a new subscription id) makes the company active again.
 * - sparse gsi4 ACTIVE_PLANS#<plan_type> / <company id>: present only while the status is
 *   active or trialing (every status write sets or removes it with the status, activePlanKeys),
 *   so the admin's count of active plans is one Query Select COUNT (countActivePlans). It is
 *   the item's state, not a tally, so a webhook delivered twice cannot count twice.
 */
export const subscriptionEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'subscription', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          plan_type: { type: PLAN_TYPES, required: true },
          /** Stripe's subscription status ('active', 'past_due', 'canceled', ...); 'active' for a paid pay-per-lead start. */
          status: { type: 'string', required: true },
          stripe_customer_id: { type: 'string' },
          /** Monthly plan only. */
          stripe_subscription_id: { type: 'string' },
          /** ISO; monthly plan only: when the current period ends (the next bill). */
          current_period_end: { type: 'string' },
          next_bill_amount_cents: { type: 'number' },
          /** Epoch seconds of the Stripe state this item holds. */
          provider_updated_at: { type: 'number', required: true },
          /** ISO; set while past_due: when the first payment failed (the grace period starts). */
          past_due_since: { type: 'string' },
          /** The paid checkout that started this plan: applying it again is a no-op. */
          checkout_session_id: { type: 'string' },
          /** Set when this plan replaced a live one (a second plan checkout was paid): the switch /profile names. */
          replaced_plan_type: { type: PLAN_TYPES },
          /** The replaced plan's Stripe subscription, canceled before this plan was written. */
          replaced_subscription_id: { type: 'string' },
          replaced_at: { type: 'string' },
          /** Cents refunded of the replaced plan (its first payment, when replaced within its first day). */
          replaced_refund_cents: { type: 'number' },
          /** gsi4 (not an ElectroDB index: sparse by status): ACTIVE_PLANS#<plan_type> / <company id>. */
          active_plan_key: { type: 'string', field: 'gsi4pk' },
          active_plan_company: { type: 'string', field: 'gsi4sk' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: [], template: 'SUBSCRIPTION', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type SubscriptionItem = EntityItem<ReturnType<typeof subscriptionEntity>>;

/** Days a past_due company keeps its leads while Stripe retries the payment. */
export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses under which a company already has a plan (a second checkout is refused). */
export const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'pending', 'incomplete'];

/** Statuses counted as an active subscription in the admin's operations view. */
const ACTIVE_PLAN_STATUSES: readonly string[] = ['active', 'trialing'];
const activePlanPartition = (planType: PlanType) => `ACTIVE_PLANS#${planType}`;

/** The sparse gsi4 keys of a plan in this status: both set while active, else none. */
export function activePlanKeys(
  companyId: string,
  planType: PlanType,
  status: string,
): { active_plan_key: string; active_plan_company: string } | null {
  return ACTIVE_PLAN_STATUSES.includes(status)
    ? { active_plan_key: activePlanPartition(planType), active_plan_company: companyId }
    : null;
}

/**
 * Gives a plan written before the gsi4 keys existed its keys (the local seed, for tables
 * seeded earlier). Conditional on the status read, so a parallel change wins.
 */
export async function indexActivePlan(plan: SubscriptionItem): Promise<boolean> {
  const keys = activePlanKeys(plan.moving_company_id, plan.plan_type, plan.status);
  if (!keys || plan.active_plan_key === keys.active_plan_key) return false;
  try {
    await subscriptionEntity()
      .patch({ moving_company_id: plan.moving_company_id })
      .set(keys)
      .where((attr, op) => op.eq(attr.status, plan.status))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** How many companies hold an active plan of this type: Query gsi4 ACTIVE_PLANS#<type>, Select COUNT (every page). */
export async function countActivePlans(planType: PlanType): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :pk',
        ExpressionAttributeValues: { ':pk': activePlanPartition(planType) },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

export const epochSeconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

export async function findSubscription(companyId: string): Promise<SubscriptionItem | null> {
  // Consistent: the paywall and the redirect read right after a checkout applied it.
  const { data } = await subscriptionEntity().get({ moving_company_id: companyId }).go({ consistent: true });
  return data ?? null;
}

/** The status a company user sees: 'freeTrialEligible' for a company that never had a plan (spec section 4). */
export const subscriptionStatusOf = (plan: SubscriptionItem | null): string => plan?.status ?? 'freeTrialEligible';

export function hasLivePlan(subscription: SubscriptionItem | null): subscription is SubscriptionItem {
  return subscription !== null && LIVE_STATUSES.includes(subscription.status);
}

/**
 * May the company use the lead and calendar screens: active (pay-per-lead counts once its
 * start is paid, even at 0 tokens) or past_due for at most PAST_DUE_GRACE_DAYS.
 */
export function subscriptionAllowsLeads(subscription: SubscriptionItem | null, now = Date.now()): boolean {
  if (!subscription) return false;
  if (subscription.status === 'active' || subscription.status === 'trialing') return true;
  if (subscription.status !== 'past_due') return false;
  const since = Date.parse(subscription.past_due_since ?? '');
  return Number.isFinite(since) && now - since <= PAST_DUE_GRACE_DAYS * DAY_MS;
}

export interface PlanStart {
  companyId: string;
  planType: PlanType;
  status: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  currentPeriodEnd?: string;
  nextBillAmountCents?: number;
  /** Epoch seconds of the Stripe state written (a fresh read: now). */
  providerUpdatedAt: number;
}

/** The whole plan item a start writes (with its gsi4 keys while active). */
const planItem = (plan: PlanStart) => ({
  moving_company_id: plan.companyId,
  plan_type: plan.planType,
  status: plan.status,
  stripe_customer_id: plan.stripeCustomerId,
  stripe_subscription_id: plan.stripeSubscriptionId,
  current_period_end: plan.currentPeriodEnd,
  next_bill_amount_cents: plan.nextBillAmountCents,
  provider_updated_at: plan.providerUpdatedAt,
  ...activePlanKeys(plan.companyId, plan.planType, plan.status),
});

/**
 * Writes the plan a paid checkout started (whole item, replacing an ended plan), unless the
 * item already holds a newer Stripe state. False when it did (nothing written).
 */
export async function startPlan(plan: PlanStart): Promise<boolean> {
  try {
    await subscriptionEntity()
      .put(planItem(plan))
      .where(
        (attr, op) =>
          `(${op.notExists(attr.provider_updated_at)} OR ${op.lte(attr.provider_updated_at, plan.providerUpdatedAt)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export interface PlanSwitch extends PlanStart {
  checkoutSessionId: string;
  /** The live plan this one replaces (its subscription already canceled at Stripe), if any. */
  replaced?: Pick<SubscriptionItem, 'plan_type' | 'stripe_subscription_id'> & { refundedCents?: number | null };
}

/**
 * Writes the plan a paid checkout started in place of `read`, the item as read just before
 * (null: none): only while the item is still that one (its updated_at), so two checkouts
 * applied at once cannot both write over the same plan unseen. False when it changed
 * meanwhile: the caller reads again and decides again.
 */
export async function replacePlan(plan: PlanSwitch, read: SubscriptionItem | null): Promise<boolean> {
  try {
    await subscriptionEntity()
      .put({
        ...planItem(plan),
        checkout_session_id: plan.checkoutSessionId,
        ...(plan.replaced
          ? {
              replaced_plan_type: plan.replaced.plan_type,
              replaced_subscription_id: plan.replaced.stripe_subscription_id,
              replaced_at: nowIso(),
              replaced_refund_cents: plan.replaced.refundedCents ?? undefined,
            }
          : {}),
      })
      .where((attr, op) => (read ? op.eq(attr.updated_at, read.updated_at) : op.notExists(attr.moving_company_id)))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export interface ProviderChange {
  companyId: string;
  stripeSubscriptionId: string;
  status: string;
  currentPeriodEnd?: string;
  nextBillAmountCents?: number;
  /** Epoch seconds: the Stripe event's time. */
  providerUpdatedAt: number;
}

/**
 * Applies a Stripe subscription change (invoice paid or failed, subscription updated or
 * deleted) to the company's plan, only when the item holds this Stripe subscription, is not
 * canceled already, and holds no newer state. False when refused (stale, ended or foreign).
 */
export async function applyProviderChange(change: ProviderChange, current: SubscriptionItem | null): Promise<boolean> {
  const pastDueSince =
    change.status === 'past_due'
      ? (current?.status === 'past_due' && current.past_due_since) ||
        new Date(change.providerUpdatedAt * 1000).toISOString()
      : undefined;
  // Only a monthly plan has a Stripe subscription (the condition below holds it to this one).
  const activeKeys = activePlanKeys(
    change.companyId,
    current?.plan_type ?? 'flat_rate_monthly_subscription',
    change.status,
  );
  try {
    const patch = subscriptionEntity()
      .patch({ moving_company_id: change.companyId })
      .set({
        status: change.status,
        ...activeKeys,
        provider_updated_at: change.providerUpdatedAt,
        ...(change.currentPeriodEnd ? { current_period_end: change.currentPeriodEnd } : {}),
        ...(change.nextBillAmountCents !== undefined ? { next_bill_amount_cents: change.nextBillAmountCents } : {}),
        ...(pastDueSince ? { past_due_since: pastDueSince } : {}),
      });
    const update = activeKeys ? patch : patch.remove(['active_plan_key', 'active_plan_company']);
    await (pastDueSince ? update : update.remove(['past_due_since']))
      .where((attr, op) => op.eq(attr.stripe_subscription_id, change.stripeSubscriptionId))
      .where((attr, op) => op.ne(attr.status, 'canceled'))
      .where((attr, op) => op.lte(attr.provider_updated_at, change.providerUpdatedAt))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
