import type { StripeContext } from './context';
import { escape, page } from './checkout-page';
import { str, type FormObject } from './form-body';
import { newId, nowSeconds, type BillingPortalSession } from './objects';
import { invalid, missing } from './stripe-error';
import { renewSubscription } from './subscriptions';
import { chargeCard, TEST_CARDS } from './test-cards';

/*
 * The customer portal, reduced to what MoveMatch sends customers there for: updating the card.
 * POST /v1/billing_portal/sessions opens a session for a customer; its page takes a card and,
 * when it pays, settles every past_due or unpaid subscription of the customer (the open invoice
 * is paid, the subscription is active again, Stripe's events go out) and returns to return_url.
 */

export function createPortalSession(ctx: StripeContext, params: FormObject): BillingPortalSession {
  const customer = str(params.customer);
  if (!customer) throw invalid('Missing required param: customer.', 'customer');
  if (!ctx.store.data.customers[customer]) throw missing('customer', customer, 'customer');
  const returnUrl = str(params.return_url) ?? null;
  if (returnUrl && !/^https?:\/\//.test(returnUrl)) throw invalid('Not a valid URL', 'return_url');
  const id = newId('bps');
  const session: BillingPortalSession = {
    id,
    object: 'billing_portal.session',
    customer,
    return_url: returnUrl,
    url: `${ctx.publicUrl}/billing/${id}`,
    created: nowSeconds(),
    livemode: false,
  };
  ctx.store.data.portalSessions[id] = session;
  ctx.store.save();
  return session;
}

/** The new card pays: every subscription of the customer that is behind is settled with it. */
export function updateCard(ctx: StripeContext, sessionId: string, card: string): BillingPortalSession {
  const session = ctx.store.data.portalSessions[sessionId];
  if (!session) throw missing('billing_portal.session', sessionId);
  chargeCard(card);
  for (const subscription of Object.values(ctx.store.data.subscriptions)) {
    if (
      subscription.customer === session.customer &&
      (subscription.status === 'past_due' || subscription.status === 'unpaid')
    ) {
      renewSubscription(ctx, subscription.id);
    }
  }
  return session;
}

export function renderPortalPage(
  session: BillingPortalSession,
  options: { error?: string; card?: string } = {},
): string {
  const error = options.error ? `<p role="alert" id="card-error">${escape(options.error)}</p>` : '';
  const back = session.return_url ? `<p><a href="${escape(session.return_url)}">Go back without changes</a></p>` : '';
  return page(
    'Update your card – MoveMatch',
    `<h1>Update your card</h1>
<p>The new card pays any bill that is due now and the bills after it.</p>
<form method="post" action="/billing/${encodeURIComponent(session.id)}/card" novalidate>
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"
    value="${escape(options.card ?? '')}" ${options.error ? 'aria-invalid="true" aria-describedby="card-error"' : ''} required>
  ${error}
  <button type="submit">Update card</button>
</form>
<p class="hint">Test cards: ${TEST_CARDS.pays} pays, ${TEST_CARDS.declined} is declined.</p>
${back}`,
  );
}
