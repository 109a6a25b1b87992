import { Entity, type EntityItem } from 'electrodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/** What a checkout pays for (the session's metadata.purpose). */
export const CHECKOUT_PURPOSES = [
  'flat_rate',
  'pay_per_lead_start',
  'token_refill',
  'concierge',
  'deposit',
  'card_update',
] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/**
 * A Stripe Checkout Session we opened, keyed by its id: CHECKOUT#<sessionId> / SESSION. It
 * says what the session pays for and for whom (never read from the browser), and `applied_at`
 * is set once, with a condition, when the paid session has been applied: the webhook and the
 * redirect both try, the first one wins and the other is a no-op.
 */
export const checkoutSessionEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'checkoutSession', version: '1', service: 'movematch' },
        attributes: {
          session_id: { type: 'string', required: true, readOnly: true },
          purpose: { type: CHECKOUT_PURPOSES, required: true, readOnly: true },
          /** The company paying (subscriptions and tokens); absent for a concierge fee. */
          moving_company_id: { type: 'string', readOnly: true },
          /** Concierge fee: the customer and the quote whose booking the payment confirms. */
          customer_id: { type: 'string', readOnly: true },
          quote_id: { type: 'string', readOnly: true },
          /** Deposit: the booking the deposit is for (the deposit checkout, deposit-checkouts.ts). */
          booking_id: { type: 'string', readOnly: true },
          /** The user who opened the checkout (a company user or an admin). */
          created_by: { type: 'string', required: true, readOnly: true },
          applied_at: { type: 'string' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          bySession: {
            pk: { field: 'pk', composite: ['session_id'], template: 'CHECKOUT#${session_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'SESSION', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type CheckoutSessionItem = EntityItem<ReturnType<typeof checkoutSessionEntity>>;
export type NewCheckoutSession = Pick<
  CheckoutSessionItem,
  'session_id' | 'purpose' | 'moving_company_id' | 'customer_id' | 'quote_id' | 'booking_id' | 'created_by'
>;

/** Records a session once (conditional create: a session id is Stripe's and never reused). */
export async function recordCheckoutSession(session: NewCheckoutSession): Promise<CheckoutSessionItem> {
  const { data } = await checkoutSessionEntity().create(session).go();
  return data;
}

export async function findCheckoutSession(sessionId: string): Promise<CheckoutSessionItem | null> {
  const { data } = await checkoutSessionEntity().get({ session_id: sessionId }).go({ consistent: true });
  return data ?? null;
}

/**
 * Sets applied_at if it is not set yet (UpdateItem with attribute_not_exists(applied_at)).
 * True for the one caller that applied it; false when it was applied before.
 */
export async function markSessionApplied(sessionId: string): Promise<boolean> {
  try {
    await checkoutSessionEntity()
      .patch({ session_id: sessionId })
      .set({ applied_at: nowIso() })
      .where((attr, op) => op.notExists(attr.applied_at))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * The concierge checkout a customer may still pay: CUSTOMER#<id> / CONCIERGE_CHECKOUT names
 * the one open session. Each new concierge checkout replaces it, and the one it replaced is
 * expired at Stripe, so a customer who clicks Book twice cannot pay the $99 twice.
 */
export const openConciergeCheckoutEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'openConciergeCheckout', version: '1', service: 'movematch' },
        attributes: {
          customer_id: { type: 'string', required: true, readOnly: true },
          session_id: { type: 'string', required: true },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byCustomer: {
            pk: { field: 'pk', composite: ['customer_id'], template: 'CUSTOMER#${customer_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'CONCIERGE_CHECKOUT', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * Makes `sessionId` the customer's open concierge checkout (one PutItem returning the old
 * item) and answers the session it replaced, if any. Of parallel calls each gets a distinct
 * predecessor, so every replaced session is expired by exactly one caller.
 */
export async function replaceOpenConciergeCheckout(customerId: string, sessionId: string): Promise<string | null> {
  const { data } = await openConciergeCheckoutEntity()
    .put({ customer_id: customerId, session_id: sessionId })
    .go({ response: 'all_old' });
  const previous = (data as { session_id?: string } | null)?.session_id;
  return previous && previous !== sessionId ? previous : null;
}
