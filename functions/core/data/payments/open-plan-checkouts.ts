import { Entity } from 'electrodb';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * The plan checkout a company may still pay: COMPANY#<id> / PLAN_CHECKOUT names the one open
 * session (monthly or pay-per-lead, opened by any of its users or an admin). Each new plan
 * checkout replaces it and the one it replaced is expired at Stripe, so two tabs, a colleague
 * and the admin's 'Connect to Stripe' cannot leave two plan checkouts payable.
 */
export const openPlanCheckoutEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'openPlanCheckout', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          session_id: { type: 'string', required: true },
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
            sk: { field: 'sk', composite: [], template: 'PLAN_CHECKOUT', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * Makes `sessionId` the company's open plan checkout (one PutItem returning the old item) and
 * answers the session it replaced, if any. Of parallel calls each gets a distinct predecessor,
 * so every replaced session is expired by exactly one caller.
 */
export async function replaceOpenPlanCheckout(companyId: string, sessionId: string): Promise<string | null> {
  const { data } = await openPlanCheckoutEntity()
    .put({ moving_company_id: companyId, session_id: sessionId })
    .go({ response: 'all_old' });
  const previous = (data as { session_id?: string } | null)?.session_id;
  return previous && previous !== sessionId ? previous : null;
}
