import { Entity, type EntityItem } from 'electrodb';
import { PAYOUT_STATUSES, type PayoutStatus } from '@schemas/payouts';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { isConditionalFailure } from '@functions/core/data/conditional';

/**
 * A company's Stripe Connect payout account (schemas/payouts.ts), one per company:
 * main COMPANY#<company id> / PAYOUT_ACCOUNT, beside the company. The account id is written once
 * (two first clicks at once keep the first account); its status follows Stripe's account.updated
 * events and each read of the account.
 */
export const payoutAccountEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'payoutAccount', version: '1', service: 'movematch' },
        attributes: {
          company_id: { type: 'string', required: true, readOnly: true },
          stripe_account_id: { type: 'string', required: true, readOnly: true },
          status: { type: PAYOUT_STATUSES, required: true },
          requirements_due: { type: 'list', items: { type: 'string' } },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byCompany: {
            pk: { field: 'pk', composite: ['company_id'], template: 'COMPANY#${company_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'PAYOUT_ACCOUNT', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type PayoutAccountItem = EntityItem<ReturnType<typeof payoutAccountEntity>>;

export async function findPayoutAccount(companyId: string): Promise<PayoutAccountItem | null> {
  const { data } = await payoutAccountEntity().get({ company_id: companyId }).go({ consistent: true });
  return data ?? null;
}

/** Files the company's new account unless one is filed: the filed one wins (answered either way). */
export async function filePayoutAccount(companyId: string, stripeAccountId: string): Promise<PayoutAccountItem> {
  try {
    await payoutAccountEntity()
      .create({ company_id: companyId, stripe_account_id: stripeAccountId, status: 'ONBOARDING', requirements_due: [] })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  return (await findPayoutAccount(companyId))!;
}

/** Records what Stripe says of the account (only the account filed for the company). */
export async function recordPayoutStatus(
  companyId: string,
  stripeAccountId: string,
  status: PayoutStatus,
  requirementsDue: string[],
): Promise<boolean> {
  try {
    await payoutAccountEntity()
      .patch({ company_id: companyId })
      .set({ status, requirements_due: requirementsDue })
      .where((attr, op) => op.eq(attr.stripe_account_id, stripeAccountId))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
