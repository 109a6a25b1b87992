import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DEFAULT_PLAN_TYPE, PlanTypeSchema, type PlanType } from '@schemas/enums';
import { PAYMENTS_MESSAGES as M } from '../messages';

/* The /add-stripe plan choice (spec section 4, Subscription choice): one of the contract's plans. */

const PlanChoiceSchema = z.object({ plan: PlanTypeSchema });

export type PlanChoiceValues = z.infer<typeof PlanChoiceSchema>;

export const planChoiceResolver = zodResolver(PlanChoiceSchema);

/** Monthly is chosen until the company picks another. */
export const DEFAULT_PLAN_CHOICE: PlanChoiceValues = { plan: DEFAULT_PLAN_TYPE };

export const PLAN_WORDS: Record<PlanType, { label: string; hint: string }> = {
  flat_rate_monthly_subscription: { label: M.monthlyPlan, hint: M.monthlyHint },
  pay_per_lead_subscription_start: { label: M.payPerLeadPlan, hint: M.payPerLeadHint },
};
